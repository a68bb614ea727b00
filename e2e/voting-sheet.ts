// The voting sheet of the e2e run: a CSV file in a temporary folder that the server reads as
// VOTING_CSV_URL (playwright.config.ts) and that voting.spec.ts rewrites to change the results while a
// page is open.
import { renameSync, rmSync, writeFileSync } from 'node:fs';

/** The survey the 'Belum Mengundi?' button opens (VOTING_SURVEY_URL); never loaded, the tests route it. */
export const SURVEY_URL = 'https://borang.contoh.my/undian-kubm';

/** A header and no rows: the empty state every other spec file meets. */
export const EMPTY_SHEET = 'category,question,option,votes\n';

export function votingSheetPath(): string {
  const path = process.env.KUBM_E2E_VOTING_CSV;
  if (!path) throw new Error('KUBM_E2E_VOTING_CSV is not set (playwright.config.ts sets it)');
  return path;
}

/** Replaces the sheet in one step (write aside, rename), so the server never reads half a file. */
export function writeVotingSheet(csv: string): void {
  const path = votingSheetPath();
  const aside = `${path}.${process.pid}.tmp`;
  writeFileSync(aside, csv);
  renameSync(aside, path);
}

/** No file at all: the server's read fails, as a sheet that is down. */
export function removeVotingSheet(): void {
  rmSync(votingSheetPath(), { force: true });
}
