/** SPSS's reserved words can never be variable names. */
const RESERVED = new Set(['ALL', 'AND', 'BY', 'EQ', 'GE', 'GT', 'LE', 'LT', 'NE', 'NOT', 'OR', 'TO', 'WITH']);
const MAX = 64;

/** One name part in ASCII letters, digits and underscores ('Eficácia (%)' → 'Eficacia'). */
export function namePart(value: unknown): string {
  return String(value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * Gives out SPSS-safe names (ASCII, starting with a letter, at most 64 characters), each unique whatever its
 * case: a clash gets `_2`, `_3`…, cut so the whole still fits.
 */
export function createNamer() {
  const taken = new Set<string>();
  return (parts: unknown[]): string => {
    let base = parts.map(namePart).filter(Boolean).join('_') || 'v';
    if (!/^[A-Za-z]/.test(base)) base = `v_${base}`;
    if (RESERVED.has(base.toUpperCase())) base = `${base}_v`;
    base = base.slice(0, MAX).replace(/_+$/, '');
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
      const suffix = `_${n}`;
      name = `${base.slice(0, MAX - suffix.length)}${suffix}`;
    }
    taken.add(name.toLowerCase());
    return name;
  };
}
