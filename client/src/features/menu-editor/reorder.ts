/** The list with the entry at `index` moved one step up (-1) or down (+1); unchanged at either end. */
export function moveEntry<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const moved = [...list];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved;
}
