/**
 * The shape of `.bench/results.json`: one row per figure, each beside its budget, plus the
 * details each part gathered to explain its figures (per-file sizes, per-run values, causes).
 */

export type Status = 'pass' | 'fail' | 'info' | 'error' | 'skipped';

export interface Budget {
  op: '<=' | '>=';
  limit: number;
  /** How the budget reads in the table, e.g. "≤ 1.45 × floor". */
  text: string;
}

export interface Row {
  part: PartName;
  /** Stable id, e.g. `bytes.signIn`. */
  id: string;
  label: string;
  value: number | null;
  unit: 'bytes' | 'ms' | 'score' | 'ratio' | 'req/s' | 'count' | '';
  /** A second value shown beside the figure, e.g. the ratio to the floor. */
  extra?: string;
  budget?: Budget;
  status: Status;
  note?: string;
}

export const PART_NAMES = [
  'bytes',
  'lighthouse',
  'offline',
  'persist',
  'server',
  'interaction',
  'render',
  'holdings',
] as const;
export type PartName = (typeof PART_NAMES)[number];

export interface PartResult {
  rows: Row[];
  details: Record<string, unknown>;
  seconds: number;
  error?: string;
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  seconds: number;
  git: { head: string; dirty: boolean };
  machine: {
    cpus: number;
    memoryGb: number;
    loadAvgStart: number[];
    loadAvgEnd: number[];
    /**
     * Share of this machine's CPU time taken by the host for other guests during the run (Linux
     * "steal", from /proc/stat), in %; null where not available.
     */
    stealPercent: number | null;
    node: string;
    chromium: string;
  };
  options: { only: PartName[]; quick: boolean };
  notes: string[];
  parts: Partial<Record<PartName, PartResult>>;
}

/** Judges a value against a budget. */
export function judge(value: number | null, budget: Budget | undefined): Status {
  if (!budget) return 'info';
  if (value === null || Number.isNaN(value)) return 'error';
  return (budget.op === '<=' ? value <= budget.limit : value >= budget.limit) ? 'pass' : 'fail';
}

/** A row whose status follows from its budget. */
export function row(fields: Omit<Row, 'status'> & { status?: Status }): Row {
  return { ...fields, status: fields.status ?? judge(fields.value, fields.budget) };
}

/** The median of a list (NaN when empty). */
export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
