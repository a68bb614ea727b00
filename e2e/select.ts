// Picking an option in one of the portal's Radix selects, as a person would, for every browser test.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks `option` in the select `trigger`: opened with a click, chosen with the keyboard (Enter on the option).
 * A synthetic click on an option straight after opening can land while Radix still treats the opening press
 * as in progress, which ignores it; a person never clicks that fast.
 *
 * Returns only once the list has faded out and gone. Until then the page takes no pointer events, and when
 * the list goes Radix gives the focus back to the trigger: a test that typed into a field sooner lost its
 * keys to the trigger (a cleared search box kept its text).
 */
export async function chooseOption(page: Page, trigger: Locator, option: string): Promise<void> {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).press('Enter');
  await expect(trigger).toHaveText(option);
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await chooseOption(page, scope.getByLabel(label, { exact: true }), option);
}
