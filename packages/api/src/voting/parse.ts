// The voting sheet (CSV) to results: two layouts, told apart by the header row. (a) counted: one row per
// option with its votes; (b) a Google Form's raw responses: one row per respondent, one column per question.
// Pure: no I/O, so every rule here is unit-tested (parse.test.ts).
import type { VotingResult } from '@kubm/validators';
import { parse } from 'csv-parse/sync';

export interface VotingTally {
  /** Every option's votes summed (raw responses: answers counted, a checkbox answer once per option). */
  totalVotes: number;
  /** By category, then question (both in sheet order); options by votes descending, ties in sheet order. */
  results: VotingResult[];
}

export type VotingLayout = 'counted' | 'responses';

/** What the parse met, for the log: nothing in it is fatal. */
export interface ParseReport {
  layout: VotingLayout;
  /** Data rows read (the header and blank rows not counted). */
  rows: number;
  /** Rows left out: missing cells, votes that are not a whole number ≥ 0, a text over the length cap. */
  badRows: number;
  /** Raw responses: single answers left out (over the length cap). */
  badAnswers: number;
  /** Raw responses: question columns left out (a header over the length cap). */
  badColumns: number;
  /** Raw responses: the question columns read as checkbox questions (answers split on ', '). */
  checkboxColumns: number;
  /** Caps reached: rows beyond MAX_ROWS, columns beyond MAX_COLUMNS, options beyond MAX_OPTIONS were left out. */
  capped: Array<'rows' | 'columns' | 'options'>;
  /**
   * Columns (raw responses) or questions (counted) not published, by header and why: never their values.
   * In the counted layout `column` is the question as 'Category: Question'.
   */
  dropped: DroppedColumn[];
  /** Single answers not published because they look like an e-mail address or a phone number. */
  contactAnswers: number;
}

/** Why a column is not published: it is not a question with options (see VotingPublishRule). */
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

/**
 * The public page publishes only questions with options (issue 20): a column that collects contact details
 * or free text is dropped whole. The thresholds of "free text" are settings (VOTING_MAX_OPTIONS,
 * VOTING_FREE_TEXT_MIN_ANSWERS, VOTING_FREE_TEXT_UNIQUE_PERCENT).
 */
export interface VotingPublishRule {
  /** More distinct answers than this (checkbox answers counted per box) is free text, not a question. */
  maxOptions: number;
  /** With at least this many answers, a column where... */
  freeTextMinAnswers: number;
  /** ...more than this share (%) of its distinct answers were each given once only is free text (100: never). */
  freeTextUniquePercent: number;
}

export const DEFAULT_VOTING_PUBLISH_RULE: VotingPublishRule = {
  maxOptions: 30,
  freeTextMinAnswers: 10,
  freeTextUniquePercent: 80,
};

/** Limits on what one sheet may hold; every figure named here, none buried in the code. */
export interface VotingParseLimits {
  /** Data rows read; later rows are left out (logged). */
  maxRows: number;
  /** Columns read; later ones are left out (logged). */
  maxColumns: number;
  /** Characters of a category, question or option; a longer one is a bad row (or a bad answer). */
  maxTextLength: number;
  /** Distinct (category, question, option) results; votes for later new options are left out (logged). */
  maxOptions: number;
  /** Characters of one CSV record; a longer one makes the sheet unreadable (a wrong delimiter, a runaway quote). */
  maxRecordChars: number;
  /** Votes in one counted row; more is a bad row (keeps every sum an exact integer). */
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

/** The category of a raw-response question whose header has no 'Category: ' part. */
export const DEFAULT_CATEGORY = 'Umum';

/** Header names of the counted layout, lower case; English and Malay. */
const COUNTED_HEADERS = {
  category: ['category', 'kategori'],
  question: ['question', 'soalan'],
  option: ['option', 'pilihan'],
  votes: ['votes', 'undi'],
} as const;

/** The first column of a Google Form's responses, in English and in Malay. */
const TIMESTAMP_HEADERS = ['timestamp', 'cap masa'];

/** Columns a Google Form adds that are not questions (a quiz's score). Never counted. */
const NOT_QUESTION_HEADERS = ['score', 'skor', 'total score', 'jumlah skor'];

/**
 * Headers of the columns forms use to collect contact details, in Malay and English, matched against the
 * whole header (and its question part), lower-cased, punctuation as spaces, a '(…)' hint left out:
 * 'Email Address', 'Alamat e-mel', 'Emel', 'Nombor Telefon', 'No. Tel', 'No. H/P', 'Phone number',
 * 'Nama', 'Name', 'Nama Penuh'. Anchored on the whole text, so a question that merely mentions a name
 * ('Nama calon pilihan anda') or e-mail is still a question; the values rules below catch the rest.
 */
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

/** 'No. Tel (cth: 012-3456789)' → 'no tel'. */
function headerWords(text: string): string {
  return text
    .replace(/\([^)]*\)/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Why a header is a contact column, or null: the whole header and its question part are both tried. */
export function contactHeader(header: string): DropReason | null {
  const { question } = splitQuestionHeader(header);
  for (const text of new Set([headerWords(header), headerWords(question)])) {
    for (const [reason, pattern] of CONTACT_HEADERS) if (pattern.test(text)) return reason;
  }
  return null;
}

const EMAIL_VALUE = /[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}/;
/** A run of digits with the separators phone numbers are written with: '+60 12-345 6789', '(03) 1234 5678'. */
const PHONE_RUN = /\+?\(?\d[\d\s().-]*\d/g;

/** An answer holds an e-mail address. */
export function looksLikeEmail(value: string): boolean {
  return EMAIL_VALUE.test(value);
}

/**
 * An answer holds a phone number: 9 to 15 digits in one run (E.164 allows 15; a Malaysian number is 9 to 11
 * with its leading 0, 9 once a spreadsheet has dropped that 0), written in groups of which at most two are
 * shorter than 3 digits ('+60 12-345 6789', '+44 20 7946 0958'). Years and counts are shorter; a date
 * with its time ('01.03.2026 10.00', '2026-03-01 10') is mostly short groups.
 */
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

/**
 * Why the answers of one column (as option → times chosen) are not a question with options, or null.
 * Contact values: at least half the answers. Free text: more distinct answers than a question plausibly
 * has, or (given enough answers) nearly every distinct answer given once only: an election's candidates are
 * chosen again and again, what people write differs each time ('Tiada' repeated does not hide the rest).
 */
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

/** Headers and questions are logged, never answers; a long one is cut. */
const loggedHeader = (header: string) => (header.length > 100 ? `${header.slice(0, 100)}…` : header);

const countInto = (options: Map<string, number>, option: string, times: number) =>
  options.set(option, (options.get(option) ?? 0) + times);

/**
 * A question header ending in one of these is a checkbox question: its answers are always split on ', '.
 * The mark is left out of the question shown. (Without it a column is still split where that is safe; see
 * splitsSafely.)
 */
export const CHECKBOX_MARKS = ['(pilih beberapa)', '(pilih semua yang berkenaan)', '(select all that apply)'];

/** How Google Forms joins the boxes ticked in one checkbox answer. */
const CHECKBOX_SEPARATOR = ', ';

/** The sheet is not one of the two layouts (or not CSV at all: an HTML sign-in page). */
export class VotingSheetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VotingSheetError';
  }
}

const norm = (text: string) => text.trim().toLowerCase();

/** Percentage to one decimal, half up: one division of integers, so 1/16 is 6.3, never 6.2 by float noise. */
export function percentageOf(votes: number, total: number): number {
  return total > 0 ? Math.round((votes * 1000) / total) / 10 : 0;
}

/** Collects votes by category → question → option, each level in first-seen order (Maps keep it). */
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
        // Array.prototype.sort is stable: equal votes keep their first-seen order.
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
      // The header, the rows allowed, and one more to tell that there were more.
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

/** Layout (a): one row per option. Empty votes cell: 0 (an option listed before any vote is counted). */
function parseCounted(
  rows: string[][],
  columns: Record<keyof typeof COUNTED_HEADERS, number>,
  limits: VotingParseLimits,
  rule: VotingPublishRule,
  report: ParseReport,
): Tally {
  const needed = Math.max(...Object.values(columns)) + 1;
  const good: Array<{ category: string; question: string; option: string; votes: number }> = [];
  // Each question's options, to judge it as a column of the responses layout is judged.
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
    // An option listed with 0 votes (before the count) is an option, not an answer given once.
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
  /** Marked as a checkbox question in its header. */
  marked: boolean;
}

/** 'Category: Question' split at the first ': '; no colon (or an empty side): the default category. */
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

/**
 * An unmarked column's answer 'A, B' is split only when every piece is, by itself, a whole answer somewhere
 * in the column: then each piece is an option that exists, and the answer can only be several boxes ticked.
 * An option that itself holds ', ' ('Ya, setuju') stays whole unless 'Ya' and 'setuju' are answers of
 * their own. A checkbox question where nobody ever ticks a single box needs the header mark.
 */
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

/** Layout (b): one row per respondent; each non-blank answer is one vote for that option. */
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

  // Rows whose width is not the header's are damaged (Google writes every cell, blank or not).
  const good: string[][] = [];
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    report.rows++;
    if (row.length !== header.length) report.badRows++;
    else good.push(row);
  }

  // Each column's answers judged before anything is counted, so a column of names or e-mails never takes
  // a place under the option cap. Free text is measured per box (pieces between ', '), marked or not: a
  // checkbox question's combinations are many, its boxes few, while free text stays unique when split.
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
  // Row by row, columns left to right: questions come in column order, options in the order first answered.
  for (const row of good) {
    columns.forEach((column, c) => {
      const answer = (row[column.index] ?? '').trim();
      if (!answer) return;
      // A stray address or number in a question's 'Other' box: that answer is left out, not the question.
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

/** Parses the sheet. Throws VotingSheetError when the header row is neither layout's. */
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
