import { gameDocumentSchema, type GameDocument } from './document.ts';
import { problemsFromZod, type DocumentResult } from './problems.ts';
import { checkReferences } from './references.ts';

/** Checks a current-format document completely (shape, limits, then links between parts); the API runs it before every save. */
export function validateDocument(raw: unknown): DocumentResult<GameDocument> {
  const parsed = gameDocumentSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problems: problemsFromZod(parsed.error) };
  const problems = checkReferences(parsed.data);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, doc: parsed.data };
}
