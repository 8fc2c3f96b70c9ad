import { parse, type Program } from 'acorn';
import { SCRIPT_HANDLERS, type ScriptHandler } from '@tablecraft/core/scripting';

// What the editor can tell about a script before any room runs it: whether it parses as the module the
// room's sandbox loads (QuickJS speaks ES2023), and which of the room's events it answers.

/** A syntax error, where the editor marks it: an offset into the source and its 1-based line and column. */
export interface SyntaxProblem {
  message: string;
  offset: number;
  line: number;
  column: number;
}

/** A syntax problem as the code editor's lint shows it (a CodeMirror diagnostic, without the dependency). */
export interface SourceDiagnostic {
  from: number;
  to: number;
  severity: 'error';
  message: string;
}

type Parsed = { ok: true; program: Program } | { ok: false; problem: SyntaxProblem };

interface AcornSyntaxError extends SyntaxError {
  pos: number;
  loc: { line: number; column: number };
}

const isAcornError = (error: unknown): error is AcornSyntaxError =>
  error instanceof SyntaxError && typeof (error as Partial<AcornSyntaxError>).pos === 'number';

/** Parses a script as the sandbox loads it: an ES2023 module. */
export function parseScript(source: string): Parsed {
  try {
    return { ok: true, program: parse(source, { ecmaVersion: 2023, sourceType: 'module', locations: true }) };
  } catch (error) {
    if (!isAcornError(error)) throw error;
    // Acorn ends its messages with " (line:column)"; the editor shows the place itself.
    const message = error.message.replace(/\s*\(\d+:\d+\)$/, '');
    return { ok: false, problem: { message, offset: error.pos, line: error.loc.line, column: error.loc.column + 1 } };
  }
}

/** The script's syntax error, or null when it parses. */
export function syntaxProblem(source: string): SyntaxProblem | null {
  const parsed = parseScript(source);
  return parsed.ok ? null : parsed.problem;
}

/** The syntax error as a lint diagnostic covering one character (or the end of the source). */
export function syntaxDiagnostics(source: string): SourceDiagnostic[] {
  const problem = syntaxProblem(source);
  if (!problem) return [];
  const from = Math.min(problem.offset, source.length);
  return [
    {
      from,
      to: Math.min(from + 1, source.length),
      severity: 'error',
      message: `${problem.message} (line ${problem.line}, column ${problem.column})`,
    },
  ];
}

const HANDLERS = new Set<string>(SCRIPT_HANDLERS);
const isHandler = (name: string): name is ScriptHandler => HANDLERS.has(name);

/** The names a module exports, as far as they can be functions the room calls. */
function exportedFunctionNames(program: Program): string[] {
  const names: string[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const { declaration } = statement;
    if (declaration?.type === 'FunctionDeclaration') names.push(declaration.id.name);
    else if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations) {
        const init = declarator.init?.type;
        if (declarator.id.type === 'Identifier' && (init === 'FunctionExpression' || init === 'ArrowFunctionExpression'))
          names.push(declarator.id.name);
      }
    }
    // `export { deal as onSetup }`; a re-export from another module is nothing the sandbox can load.
    if (!statement.source) {
      for (const specifier of statement.specifiers)
        names.push(specifier.exported.type === 'Identifier' ? specifier.exported.name : String(specifier.exported.value));
    }
  }
  return names;
}

/**
 * The handlers a script answers, in the order the API lists them; null when it does not parse (what it
 * answers cannot be known until it does).
 */
export function exportedHandlers(source: string): ScriptHandler[] | null {
  const parsed = parseScript(source);
  return parsed.ok ? handlersOf(parsed.program) : null;
}

/** The handlers a parsed script answers, in the order the API lists them. */
export function handlersOf(program: Program): ScriptHandler[] {
  const exported = new Set(exportedFunctionNames(program).filter(isHandler));
  return SCRIPT_HANDLERS.filter((handler) => exported.has(handler));
}
