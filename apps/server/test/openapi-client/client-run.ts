// What the typed client script (client.ts) reports back: every answer it received, named as the OpenAPI
// document names its operation, and the values the test checks. Kept apart from client.ts, which only
// compiles once the types have been generated from a served document.

export interface Exchange {
  /** Lower case, as the document's operations are keyed: 'get', 'post', … */
  method: string;
  /** The document's path template, e.g. '/links/{id}'. */
  schemaPath: string;
  status: number;
  contentType: string;
  /** The parsed JSON body (undefined when the answer is not JSON). */
  body: unknown;
}

export interface ClientAccount {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export interface ClientRun {
  exchanges: Exchange[];
  userId: number;
  /** GET /user after signing in again. */
  signedInEmail: string;
  createdLinkId: number;
  /** GET /links after the create, then after the update, then after the delete. */
  linkTitlesAfterCreate: string[];
  linkTitlesAfterUpdate: string[];
  linkIdsAfterDelete: number[];
  memberUserIds: number[];
  taskTitles: string[];
  /** GET /registration-options before registering, then the founder's GET /registration-code. */
  codeRequiredBefore: boolean;
  registrationCode: string | null;
  /** POST /logout-others, then GET /user from the same session. */
  statusAfterLogoutOthers: number;
  /** GET /user once signed out. */
  statusAfterLogout: number;
  messageAfterLogout: string;
}
