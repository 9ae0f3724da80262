/**
 * Prints the results table. Used by `npm run bench` (plain text) and on its own:
 * `tsx scripts/bench/table.ts [results.json]` prints the latest results as Markdown for docs/performance.md.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { paths } from './config.ts';
import { PART_NAMES, type BenchResults, type Row } from './results.ts';

const STATUS_TEXT: Record<Row['status'], string> = {
  pass: 'PASS',
  fail: 'FAIL',
  info: '–',
  error: 'ERROR',
  skipped: 'skipped',
};

/** A value with its unit, as people read it (1 kB = 1000 bytes). */
export function formatValue(value: number | null, unit: Row['unit']): string {
  if (value === null || !Number.isFinite(value)) return 'n/a';
  switch (unit) {
    case 'bytes':
      return `${(value / 1000).toFixed(1)} kB`;
    case 'ms':
      return `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')} ms`;
    case 'score':
      return String(Math.round(value));
    case 'ratio':
      return `${value.toFixed(value < 10 ? 2 : 1)}×`;
    case 'req/s':
      return `${Math.round(value).toLocaleString('en-US')} req/s`;
    case 'count':
      return String(value);
    default:
      return value < 1 ? value.toFixed(3) : String(Math.round(value * 1000) / 1000);
  }
}

/** Counts of the budgeted rows. */
export function summarize(results: BenchResults): {
  pass: number;
  fail: number;
  error: number;
  line: string;
} {
  const rows = allRows(results);
  const pass = rows.filter((row) => row.status === 'pass').length;
  const fail = rows.filter((row) => row.status === 'fail').length;
  const error = rows.filter((row) => row.status === 'error').length;
  const failed = rows.filter((row) => row.status === 'fail').map((row) => row.label);
  const line =
    `Budgets: ${pass} pass, ${fail} fail` +
    (error > 0 ? `, ${error} not measured` : '') +
    (failed.length > 0 ? ` — failing: ${failed.join('; ')}` : '');
  return { pass, fail, error, line };
}

function allRows(results: BenchResults): Row[] {
  return PART_NAMES.flatMap((part) => results.parts[part]?.rows ?? []);
}

function cells(row: Row): string[] {
  const value = formatValue(row.value, row.unit) + (row.extra ? ` (${row.extra})` : '');
  return [row.part, row.label, value, row.budget?.text ?? '', STATUS_TEXT[row.status]];
}

function headerLines(results: BenchResults): string[] {
  const { machine, git } = results;
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  return [
    `Run ${results.startedAt} (${Math.round(results.seconds)} s${results.options.quick ? ', --quick' : ''}), ` +
      `git ${git.head.slice(0, 10)}${git.dirty ? ' + uncommitted changes' : ''}`,
    `Machine: ${machine.cpus} CPUs, ${machine.memoryGb} GB, Node ${machine.node}, ${machine.chromium}; ` +
      `load average (1/5/15 min) at start ${load(machine.loadAvgStart)}, at end ${load(machine.loadAvgEnd)}` +
      (machine.stealPercent != null ? `; CPU steal ${machine.stealPercent}%` : ''),
  ];
}

/** The table as Markdown (for docs/performance.md). */
export function markdownTable(results: BenchResults): string {
  const head = ['Part', 'Figure', 'Measured', 'Budget', 'Result'];
  const escape = (text: string) => text.replaceAll('|', '\\|');
  const lines = [
    ...headerLines(results).map((line) => `${line}  `),
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...allRows(results).map((row) => `| ${cells(row).map(escape).join(' | ')} |`),
    '',
    `**${summarize(results).line}**`,
  ];
  const notes = [
    ...results.notes,
    ...allRows(results)
      .filter((row) => row.note)
      .map((row) => `${row.label}: ${row.note}`),
  ];
  if (notes.length > 0) lines.push('', ...notes.map((note) => `- ${note}`));
  return lines.join('\n');
}

/** The table as aligned plain text (for the terminal). */
export function textTable(results: BenchResults): string {
  const head = ['Part', 'Figure', 'Measured', 'Budget', 'Result'];
  const body = allRows(results).map(cells);
  const widths = head.map((title, index) =>
    Math.max(title.length, ...body.map((line) => (line[index] ?? '').length)),
  );
  const format = (line: string[]) =>
    line.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ');
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  const lines = [...headerLines(results), '', format(head), rule, ...body.map(format), rule];
  const notes = allRows(results).filter((row) => row.note);
  for (const row of notes) lines.push(`* ${row.label}: ${row.note}`);
  for (const note of results.notes) lines.push(`* ${note}`);
  for (const part of PART_NAMES) {
    const error = results.parts[part]?.error;
    if (error) lines.push(`! ${part}: ${error}`);
  }
  lines.push('', summarize(results).line);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] ?? paths.results;
  const results = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
  console.log(markdownTable(results));
}
