// The bench's voting sheet: a Google Forms responses export (Timestamp, e-mail, questions as 'Category:
// Question', one checkbox question), and the results GET /api/voting-results gives for it, counted here as
// packages/api/src/voting/parse.ts counts a responses sheet.

export interface VotingResult {
  category: string;
  question: string;
  option: string;
  votes: number;
  percentage: number;
}

export interface VotingResults {
  totalVotes: number;
  results: VotingResult[];
  surveyUrl: string | null;
  stale: boolean;
}

const CHECKBOX_MARK = '(pilih beberapa)';

interface Question {
  header: string;
  options: readonly string[];
  /** Every n-th row leaves it blank. */
  blankEvery: number;
}

const QUESTIONS: readonly Question[] = [
  {
    header: 'Pengerusi: Siapakah pilihan anda untuk Pengerusi KUBM?',
    options: ['Daniel Anthony Raj', 'Michelle Tan Mei Ling', 'Stephen Gabriel'],
    blankEvery: 0,
  },
  {
    header: 'Pengerusi: Siapakah pilihan anda untuk Timbalan Pengerusi KUBM?',
    options: ['Priscilla Jacob', 'Nicholas Yap', 'Clara Lee Hui Min', 'Benedict Tay'],
    blankEvery: 17,
  },
  {
    header: 'Setiausaha: Siapakah pilihan anda untuk Setiausaha?',
    options: ['Teresa Loo', 'Angela Mariadass'],
    blankEvery: 11,
  },
  {
    header: 'Bendahari: Siapakah pilihan anda untuk Bendahari?',
    options: ['Jonathan Lim Wei Jie', 'Samuel Peter', 'Monica Anthonysamy'],
    blankEvery: 0,
  },
  {
    header: `Aktiviti: Aktiviti yang anda mahu tahun depan ${CHECKBOX_MARK}`,
    options: ['Retret Belia', 'Kem Kepimpinan', 'Lawatan Outreach', 'Konsert Koir', 'Sukan Paroki'],
    blankEvery: 9,
  },
];

/** A small deterministic generator (mulberry32): the same sheet on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One integer division, as the portal rounds: 1/16 is 6.3. */
export function percentageOf(votes: number, total: number): number {
  return total > 0 ? Math.round((votes * 1000) / total) / 10 : 0;
}

function rowsOf(count: number): string[][] {
  const next = random(2026);
  const rows: string[][] = [];
  for (let r = 0; r < count; r += 1) {
    const at = new Date(Date.UTC(2026, 10, 1, 1, 0, 0) + r * 397_000);
    const stamp = `${at.getUTCMonth() + 1}/${at.getUTCDate()}/${at.getUTCFullYear()} ${at.toISOString().slice(11, 19)}`;
    const answers = QUESTIONS.map((question) => {
      if (question.blankEvery > 0 && r % question.blankEvery === question.blankEvery - 1) return '';
      // Skewed towards the first options, as votes are.
      const pick = () => question.options[Math.floor(next() ** 1.6 * question.options.length)] as string;
      if (!question.header.endsWith(CHECKBOX_MARK)) return pick();
      const chosen = new Set([pick(), pick(), pick()].slice(0, 1 + (r % 3)));
      return [...chosen].join(', ');
    });
    rows.push([stamp, `pengundi${r + 1}@contoh.my`, ...answers]);
  }
  return rows;
}

/** The sheet's text and the results the portal answers for it. */
export function votingFixture(rowCount = 300, surveyUrl: string | null = null) {
  const header = ['Timestamp', 'Email Address', ...QUESTIONS.map((q) => q.header)];
  const rows = rowsOf(rowCount);
  const csv = `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

  // Category → question → option → votes, in first-counted order as the portal's tally keeps them.
  const tally = new Map<string, Map<string, Map<string, number>>>();
  for (const row of rows) {
    QUESTIONS.forEach((q, column) => {
      const answer = (row[column + 2] ?? '').trim();
      if (!answer) return;
      const marked = q.header.endsWith(CHECKBOX_MARK);
      const text = marked ? q.header.slice(0, -CHECKBOX_MARK.length).trim() : q.header;
      const at = text.indexOf(': ');
      const [category, question] = [text.slice(0, at), text.slice(at + 2)];
      const pieces = marked ? [...new Set(answer.split(', ').map((p) => p.trim()))] : [answer];
      const questions = tally.get(category) ?? new Map<string, Map<string, number>>();
      tally.set(category, questions);
      const options = questions.get(question) ?? new Map<string, number>();
      questions.set(question, options);
      for (const option of pieces) options.set(option, (options.get(option) ?? 0) + 1);
    });
  }
  const results: VotingResult[] = [];
  let totalVotes = 0;
  for (const [category, questions] of tally) {
    for (const [question, options] of questions) {
      const total = [...options.values()].reduce((sum, votes) => sum + votes, 0);
      totalVotes += total;
      for (const [option, votes] of [...options].sort((a, b) => b[1] - a[1])) {
        results.push({ category, question, option, votes, percentage: percentageOf(votes, total) });
      }
    }
  }
  const expected: VotingResults = { totalVotes, results, surveyUrl, stale: false };
  return { csv, results: expected };
}
