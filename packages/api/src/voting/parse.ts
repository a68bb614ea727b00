import type { VotingResult } from '@kubm/validators';
import { parse } from 'csv-parse/sync';

export interface VotingTally {
  totalVotes: number;
  results: VotingResult[];
}

export type VotingLayout = 'counted' | 'responses';

export interface ParseReport {
  layout: VotingLayout;
  rows: number;
  badRows: number;
  badAnswers: number;
  badColumns: number;
  checkboxColumns: number;
  capped: Array<'rows' | 'columns' | 'options'>;
  dropped: DroppedColumn[];
  contactAnswers: number;
}

export type DropReason =
  | 'not-a-question'
  | 'email-header'
  | 'phone-header'
  | 'name-header'
  | 'email-values'
  | 'phone-values'
  | 'free-text';

export interface DroppedColumn {
  column: string;
  reason: DropReason;
}

export interface VotingPublishRule {
  maxOptions: number;
  freeTextMinAnswers: number;
  freeTextUniquePercent: number;
}

export const DEFAULT_VOTING_PUBLISH_RULE: VotingPublishRule = {
  maxOptions: 30,
  freeTextMinAnswers: 10,
  freeTextUniquePercent: 80,
};

export interface VotingParseLimits {
  maxRows: number;
  maxColumns: number;
  maxTextLength: number;
  maxOptions: number;
  maxRecordChars: number;
  maxVotesPerRow: number;
}

export const VOTING_PARSE_LIMITS: VotingParseLimits = {
  maxRows: 50_000,
  maxColumns: 200,
  maxTextLength: 300,
  maxOptions: 2_000,
  maxRecordChars: 128_000,
  maxVotesPerRow: 1_000_000_000,
};

export const DEFAULT_CATEGORY = 'Umum';

const COUNTED_HEADERS = {
  category: ['category', 'kategori'],
  question: ['question', 'soalan'],
  option: ['option', 'pilihan'],
  votes: ['votes', 'undi'],
} as const;

const TIMESTAMP_HEADERS = ['timestamp', 'cap masa'];

const NOT_QUESTION_HEADERS = ['score', 'skor', 'total score', 'jumlah skor'];

// Anchored on the whole header, so a question that merely mentions a name or e-mail stays a question.
const CONTACT_HEADERS: Array<[DropReason, RegExp]> = [
  [
    'email-header',
    /^(?:(?:alamat|your|anda)\s)?e\s?m(?:ai|e)l(?:\s(?:address|addr|anda|ahli|pengundi|rasmi|peribadi|id))*$/,
  ],
  [
    'phone-header',
    /^(?:(?:no|nombor|nomor|number|num|your|anda)\s)*(?:tel|telefon|telephone|phone|hp|h\sp|handphone|mobile|bimbit|whatsapp|wa|contact|hubungan)(?:\s(?:no|number|nombor|bimbit|mobile|anda|rumah|pejabat|phone|telefon|whatsapp|hp))*$/,
  ],
  [
    'name-header',
    /^(?:(?:your|full|first|last)\s)?name(?:\s(?:penuh|anda))?$|^nama(?:\s(?:penuh|anda|ahli|pengundi|responden|saya))*$/,
  ],
];

function headerWords(text: string): string {
  return text
    .replace(/\([^)]*\)/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function contactHeader(header: string): DropReason | null {
  const { question } = splitQuestionHeader(header);
  for (const text of new Set([headerWords(header), headerWords(question)])) {
    for (const [reason, pattern] of CONTACT_HEADERS) if (pattern.test(text)) return reason;
  }
  return null;
}

const EMAIL_VALUE = /[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}/;
const PHONE_RUN = /\+?\(?\d[\d\s().-]*\d/g;

export function looksLikeEmail(value: string): boolean {
  return EMAIL_VALUE.test(value);
}

// A Malaysian number is 9 digits once a spreadsheet drops its leading 0; years, counts and dates are not phones.
export function looksLikePhone(value: string): boolean {
  for (const run of value.matchAll(PHONE_RUN)) {
    const groups = run[0].split(/\D+/).filter(Boolean);
    const digits = groups.join('').length;
    const short = groups.filter((group) => group.length < 3).length;
    if (digits >= 9 && digits <= 15 && short <= 2) return true;
  }
  return false;
}

const looksLikeContact = (value: string) => looksLikeEmail(value) || looksLikePhone(value);

// Candidates are chosen again and again, while what people write differs each time.
function valuesVerdict(options: Map<string, number>, rule: VotingPublishRule): DropReason | null {
  let emails = 0;
  let phones = 0;
  let total = 0;
  let once = 0;
  for (const [option, times] of options) {
    if (looksLikeEmail(option)) emails += times;
    else if (looksLikePhone(option)) phones += times;
    total += times;
    if (times === 1) once++;
  }
  if (total > 0 && (emails + phones) * 2 >= total) {
    return emails >= phones ? 'email-values' : 'phone-values';
  }
  if (options.size > rule.maxOptions) return 'free-text';
  if (total >= rule.freeTextMinAnswers && once * 100 > rule.freeTextUniquePercent * options.size) {
    return 'free-text';
  }
  return null;
}

const loggedHeader = (header: string) => (header.length > 100 ? `${header.slice(0, 100)}…` : header);

const countInto = (options: Map<string, number>, option: string, times: number) =>
  options.set(option, (options.get(option) ?? 0) + times);

export const CHECKBOX_MARKS = ['(pilih beberapa)', '(pilih semua yang berkenaan)', '(select all that apply)'];

const CHECKBOX_SEPARATOR = ', ';

export class VotingSheetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VotingSheetError';
  }
}

const norm = (text: string) => text.trim().toLowerCase();

// One integer division, so 1/16 is 6.3, never 6.2 by float noise.
export function percentageOf(votes: number, total: number): number {
  return total > 0 ? Math.round((votes * 1000) / total) / 10 : 0;
}

class Tally {
  private readonly categories = new Map<string, Map<string, Map<string, number>>>();
  private options = 0;
  cappedOptions = false;

  constructor(private readonly maxOptions: number) {}

  add(category: string, question: string, option: string, votes: number): void {
    let questions = this.categories.get(category);
    if (!questions) {
      questions = new Map();
      this.categories.set(category, questions);
    }
    let options = questions.get(question);
    if (!options) {
      options = new Map();
      questions.set(question, options);
    }
    const before = options.get(option);
    if (before === undefined) {
      if (this.options >= this.maxOptions) {
        this.cappedOptions = true;
        return;
      }
      this.options++;
    }
    options.set(option, (before ?? 0) + votes);
  }

  result(): VotingTally {
    const results: VotingResult[] = [];
    let totalVotes = 0;
    for (const [category, questions] of this.categories) {
      for (const [question, options] of questions) {
        let total = 0;
        for (const votes of options.values()) total += votes;
        totalVotes += total;
        const sorted = [...options].sort((a, b) => b[1] - a[1]);
        for (const [option, votes] of sorted) {
          results.push({ category, question, option, votes, percentage: percentageOf(votes, total) });
        }
      }
    }
    return { totalVotes, results };
  }
}

function readRecords(text: string, limits: VotingParseLimits): { records: string[][]; cappedRows: boolean } {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: limits.maxRecordChars,
      to: limits.maxRows + 2,
    }) as string[][];
  } catch (error) {
    throw new VotingSheetError(`not readable as CSV: ${(error as Error).message.slice(0, 200)}`);
  }
  const cappedRows = records.length > limits.maxRows + 1;
  return { records: cappedRows ? records.slice(0, limits.maxRows + 1) : records, cappedRows };
}

const isBlankRow = (row: string[]) => row.every((cell) => cell.trim() === '');

function countedColumns(header: string[]): Record<keyof typeof COUNTED_HEADERS, number> | null {
  const names = header.map(norm);
  const find = (accepted: readonly string[]) => names.findIndex((name) => accepted.includes(name));
  const columns = {
    category: find(COUNTED_HEADERS.category),
    question: find(COUNTED_HEADERS.question),
    option: find(COUNTED_HEADERS.option),
    votes: find(COUNTED_HEADERS.votes),
  };
  return Object.values(columns).every((i) => i >= 0) ? columns : null;
}

function parseCounted(
  rows: string[][],
  columns: Record<keyof typeof COUNTED_HEADERS, number>,
  limits: VotingParseLimits,
  rule: VotingPublishRule,
  report: ParseReport,
): Tally {
  const needed = Math.max(...Object.values(columns)) + 1;
  const good: Array<{ category: string; question: string; option: string; votes: number }> = [];
  const questions = new Map<string, Map<string, number>>();
  const keyOf = (category: string, question: string) => `${category}: ${question}`;
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    report.rows++;
    if (row.length < needed) {
      report.badRows++;
      continue;
    }
    const cell = (i: number) => (row[i] ?? '').trim();
    const category = cell(columns.category) || DEFAULT_CATEGORY;
    const question = cell(columns.question);
    const option = cell(columns.option);
    const votesText = cell(columns.votes);
    const votes = votesText === '' ? 0 : /^\d+$/.test(votesText) ? Number(votesText) : Number.NaN;
    const tooLong = [category, question, option].some((t) => t.length > limits.maxTextLength);
    if (!question || !option || tooLong || !(votes >= 0 && votes <= limits.maxVotesPerRow)) {
      report.badRows++;
      continue;
    }
    good.push({ category, question, option, votes });
    const key = keyOf(category, question);
    let options = questions.get(key);
    if (!options) {
      options = new Map();
      questions.set(key, options);
    }
    countInto(options, option, votes);
  }

  const dropped = new Set<string>();
  for (const [key, options] of questions) {
    const reason = contactHeader(key) ?? valuesVerdict(options, rule);
    if (reason) {
      dropped.add(key);
      report.dropped.push({ column: loggedHeader(key), reason });
    }
  }
  const tally = new Tally(limits.maxOptions);
  for (const { category, question, option, votes } of good) {
    if (dropped.has(keyOf(category, question))) continue;
    if (looksLikeContact(option)) {
      report.contactAnswers++;
      continue;
    }
    tally.add(category, question, option, votes);
  }
  return tally;
}

interface QuestionColumn {
  index: number;
  category: string;
  question: string;
  marked: boolean;
}

export function splitQuestionHeader(header: string): { category: string; question: string; marked: boolean } {
  let text = header.trim();
  const lower = text.toLowerCase();
  const mark = CHECKBOX_MARKS.find((m) => lower.endsWith(m));
  if (mark) text = text.slice(0, text.length - mark.length).trim();
  const at = text.indexOf(': ');
  const category = at >= 0 ? text.slice(0, at).trim() : '';
  const question = at >= 0 ? text.slice(at + 2).trim() : text;
  if (!category || !question) return { category: DEFAULT_CATEGORY, question: text, marked: Boolean(mark) };
  return { category, question, marked: Boolean(mark) };
}

// An unmarked 'A, B' is split only when every piece is also a whole answer ('Ya, setuju' stays whole).
function splitsSafely(pieces: string[], wholeAnswers: Set<string>): boolean {
  return pieces.length > 1 && pieces.every((piece) => wholeAnswers.has(piece));
}

function piecesOf(answer: string): string[] {
  return [
    ...new Set(
      answer
        .split(CHECKBOX_SEPARATOR)
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  ];
}

function parseResponses(
  header: string[],
  rows: string[][],
  limits: VotingParseLimits,
  rule: VotingPublishRule,
  report: ParseReport,
): Tally {
  const candidates: QuestionColumn[] = [];
  header.forEach((name, index) => {
    const lower = norm(name);
    if (TIMESTAMP_HEADERS.includes(lower) || lower === '') return;
    if (NOT_QUESTION_HEADERS.includes(lower)) {
      report.dropped.push({ column: loggedHeader(name), reason: 'not-a-question' });
      return;
    }
    if (index >= limits.maxColumns) {
      if (!report.capped.includes('columns')) report.capped.push('columns');
      return;
    }
    const contact = contactHeader(name);
    if (contact) {
      report.dropped.push({ column: loggedHeader(name), reason: contact });
      return;
    }
    const split = splitQuestionHeader(name);
    if (split.category.length > limits.maxTextLength || split.question.length > limits.maxTextLength) {
      report.badColumns++;
      return;
    }
    candidates.push({ index, ...split });
  });

  const good: string[][] = [];
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    report.rows++;
    if (row.length !== header.length) report.badRows++;
    else good.push(row);
  }

  // Judged before counting, so a column of names never takes a place under the option cap.
  const columns = candidates.filter((column) => {
    const options = new Map<string, number>();
    for (const row of good) {
      const answer = (row[column.index] ?? '').trim();
      if (!answer) continue;
      if (looksLikeContact(answer)) countInto(options, answer, 1);
      else for (const piece of piecesOf(answer)) countInto(options, piece, 1);
    }
    const reason = valuesVerdict(options, rule);
    if (reason) report.dropped.push({ column: loggedHeader(header[column.index] ?? ''), reason });
    return reason === null;
  });

  const split = columns.map((column) => {
    if (column.marked) return true;
    const whole = new Set<string>();
    for (const row of good) {
      const answer = (row[column.index] ?? '').trim();
      if (answer) whole.add(answer);
    }
    return whole;
  });

  const tally = new Tally(limits.maxOptions);
  const splitAny = columns.map((column) => column.marked);
  for (const row of good) {
    columns.forEach((column, c) => {
      const answer = (row[column.index] ?? '').trim();
      if (!answer) return;
      if (looksLikeContact(answer)) {
        report.contactAnswers++;
        return;
      }
      const splitRule = split[c] as true | Set<string>;
      const pieces = piecesOf(answer);
      const splits = splitRule === true || splitsSafely(pieces, splitRule);
      if (splits && pieces.length > 1) splitAny[c] = true;
      const options = splits ? pieces : [answer];
      for (const option of options) {
        if (option.length > limits.maxTextLength) {
          report.badAnswers++;
          continue;
        }
        tally.add(column.category, column.question, option, 1);
      }
    });
  }
  report.checkboxColumns = splitAny.filter(Boolean).length;
  return tally;
}

export function parseVotingCsv(
  text: string,
  limits: VotingParseLimits = VOTING_PARSE_LIMITS,
  rule: VotingPublishRule = DEFAULT_VOTING_PUBLISH_RULE,
): { tally: VotingTally; report: ParseReport } {
  const { records, cappedRows } = readRecords(text, limits);
  const headerAt = records.findIndex((row) => !isBlankRow(row));
  const header = records[headerAt];
  if (!header) throw new VotingSheetError('no header row');
  const rows = records.slice(headerAt + 1);
  const report: ParseReport = {
    layout: 'counted',
    rows: 0,
    badRows: 0,
    badAnswers: 0,
    badColumns: 0,
    checkboxColumns: 0,
    capped: cappedRows ? ['rows'] : [],
    dropped: [],
    contactAnswers: 0,
  };

  const counted = countedColumns(header.slice(0, limits.maxColumns));
  let tally: Tally;
  if (counted) {
    tally = parseCounted(rows, counted, limits, rule, report);
  } else if (header.some((name) => TIMESTAMP_HEADERS.includes(norm(name)))) {
    report.layout = 'responses';
    tally = parseResponses(header, rows, limits, rule, report);
  } else {
    throw new VotingSheetError('header row is neither layout');
  }
  if (tally.cappedOptions) report.capped.push('options');
  return { tally: tally.result(), report };
}
