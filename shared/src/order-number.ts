/**
 * How a person reads the order number: '#Order-0007' in English (the wire form), '#0007' in
 * Hungarian. A module of its own (no zod): the client's first download formats numbers with it.
 */
export function orderNumberText(sequence: string, language: string): string {
  return language === 'hu' ? sequence.replace(/^#Order-/, '#') : sequence;
}
