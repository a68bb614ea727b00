import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { RegisterFormFields } from './register-form';

// The form's link to the login tab needs a location; on the server wouter takes it from ssrPath.
const render = (codeRequired: boolean) =>
  renderToStaticMarkup(
    <Router ssrPath="/auth" ssrSearch="tab=register">
      <RegisterFormFields
        leadershipOpen={false}
        codeRequired={codeRequired}
        pending={false}
        onSubmit={() => {}}
      />
    </Router>,
  );

/** The input a <label> names, found through its `for`. */
function labelledInput(html: string, label: string): string | undefined {
  const id = new RegExp(`<label[^>]*\\sfor="([^"]*)"[^>]*>${label}</label>`).exec(html)?.[1];
  if (!id) return undefined;
  return new RegExp(`<input[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0];
}

describe('RegisterFormFields', () => {
  it("shows a labelled 'Kod Pendaftaran' field when the portal asks for a code", () => {
    const html = render(true);
    const input = labelledInput(html, 'Kod Pendaftaran');
    expect(input).toBeDefined();
    expect(input).toContain('name="registrationCode"');
    expect(input).toContain('autoComplete="off"');
    expect(html).toContain('Dapatkan kod daripada AJK KUBM.');
  });

  it("has no 'Kod Pendaftaran' field otherwise", () => {
    const html = render(false);
    expect(html).not.toContain('Kod Pendaftaran');
    expect(html).not.toContain('registrationCode');
    // The rest of the form is there.
    expect(labelledInput(html, 'Nama')).toBeDefined();
    expect(html).toContain('Cipta Akaun');
  });
});
