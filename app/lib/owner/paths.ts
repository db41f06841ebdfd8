// Where the owner's editor and the operator's review of an owner's changes live (issue 38):
// linked from public pages (/success) and mails, so kept apart from the owner's schemas.

/** The editor of one place, where the owner's mails lead. */
export const ownerEditorPath = (slug: string) => `/foretagare/foretag/${encodeURIComponent(slug)}`;

/** Where the operator decides a proposal. */
export const proposalAdminPath = (id: number) => `/admin/andringar/${id}`;

/** A registration that still waits, for its registrant: its hours, facts and photos (point 5). */
export const registrationPath = (id: number) => `/foretagare/registrering/${id}`;
