export { migrate, readMigrations, defaultSqlDir, type Migration } from './runner.ts';
