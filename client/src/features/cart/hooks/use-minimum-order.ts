import { useRestaurantStatus } from '../../restaurant';

/**
 * How far the items are from the restaurant's minimum order (the server's figure, the same for
 * pickup and delivery): `missing` is 0 once it is reached, and while the minimum is not known yet
 * (checkout still checks it on the server).
 */
export function useMinimumOrder(itemsTotal: number): { minimum: number | undefined; missing: number } {
  const minimum = useRestaurantStatus().data?.minimumOrder;
  return { minimum, missing: minimum === undefined ? 0 : Math.max(0, minimum - itemsTotal) };
}
