export { migrate, migrationChecksum, readMigrations, defaultSqlDir, MigrationChangedError, type Migration } from './runner.ts';
