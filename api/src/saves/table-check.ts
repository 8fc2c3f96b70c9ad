// The check lives with the table file's format in transfer/; this name is kept for the tests that import it.
export { problemWithTable } from '../transfer/index.ts';
