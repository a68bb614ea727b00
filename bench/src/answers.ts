// The baseline must answer what the portal answers, or it is not doing the same work: both sides' JSON for
// each measured route is read once and compared.
import { isDeepStrictEqual } from 'node:util';

export type Answers = Record<string, { status: number; body: unknown }>;

export async function fetchAnswers(
  baseUrl: string,
  routes: readonly { path: string; withCookie: boolean }[],
  cookie: string,
): Promise<Answers> {
  const answers: Answers = {};
  for (const route of routes) {
    const response = await fetch(`${baseUrl}${route.path}`, {
      headers: route.withCookie ? { cookie } : {},
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Compared as text.
    }
    answers[route.path] = { status: response.status, body };
  }
  return answers;
}

/** The routes whose status or JSON differ between the two. */
export function differingRoutes(portal: Answers, baseline: Answers): string[] {
  const routes = new Set([...Object.keys(portal), ...Object.keys(baseline)]);
  return [...routes].filter((route) => !isDeepStrictEqual(portal[route], baseline[route]));
}
