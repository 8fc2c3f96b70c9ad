export { SCRIPT_API, SCRIPT_HANDLERS, type ApiEntry, type ApiSection, type ScriptHandler } from './api-reference.ts';
