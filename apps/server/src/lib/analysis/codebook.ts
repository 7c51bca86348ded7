import type { AnalysisValueLabel } from './analysis-dataset';

const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;

const isNumeric = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && NUMBER_TEXT.test(value.trim()));

/**
 * The numeric codes of one set of choices, gathered from every version of the questionnaire (newest first).
 * When every choice value is a number, the value is its code; otherwise the choices get 1, 2, 3… in their
 * order. Items the questionnaire adds by itself (other, none, refuse, don't know) come after them.
 */
export class Codebook {
  private readonly entries: { value: unknown; text: string; special: boolean }[] = [];
  private codes: Map<string, number> | null = null;
  private numericValues = false;

  add(value: unknown, text: string, special = false): void {
    if (value === undefined || value === null) return;
    if (this.entries.some((entry) => String(entry.value) === String(value))) return;
    this.entries.push({ value, text, special });
    this.codes = null;
  }

  get size() {
    return this.entries.length;
  }

  /** True when the codes are the choice values themselves (said in the data dictionary). */
  get usesValues() {
    this.build();
    return this.numericValues;
  }

  code(value: unknown): number | undefined {
    if (value === undefined || value === null) return undefined;
    return this.build().get(String(value));
  }

  /** The choices in order with their codes. */
  list(): { value: unknown; text: string; code: number }[] {
    const codes = this.build();
    return this.entries.map((entry) => ({
      value: entry.value,
      text: entry.text,
      code: codes.get(String(entry.value)) as number,
    }));
  }

  labels(): AnalysisValueLabel[] {
    return this.list()
      .map((entry) => ({ value: entry.code, label: entry.text }))
      .sort((a, b) => a.value - b.value);
  }

  private build(): Map<string, number> {
    if (this.codes) return this.codes;
    const codes = new Map<string, number>();
    const plain = this.entries.filter((entry) => !entry.special);
    this.numericValues = plain.length > 0 && plain.every((entry) => isNumeric(entry.value));
    plain.forEach((entry, index) => {
      codes.set(String(entry.value), this.numericValues ? Number(entry.value) : index + 1);
    });
    let next = Math.max(0, ...codes.values()) + 1;
    for (const entry of this.entries.filter((item) => item.special)) {
      const clash = plain.find((item) => String(item.value) === String(entry.value));
      if (clash) continue;
      codes.set(String(entry.value), next);
      next += 1;
    }
    this.codes = codes;
    return codes;
  }
}
