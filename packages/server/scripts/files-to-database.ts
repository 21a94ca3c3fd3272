import { openCliContext } from '../src/cli/open-context';
import { copyDiskFiles } from '../src/platform/files/copy-files';
import { createDatabaseFileStore } from '../src/platform/files/database-file-store';

// Copies the files kept on disk (DATA_DIR/files) into the database, under the same keys, for a deployment moving
// to FILE_STORE=database (the default with DATABASE_URL). Safe to run again: files already copied are skipped.
const ctx = await openCliContext();
try {
  const root = ctx.config.FILES_DIR;
  console.log(`Copying the files under ${root} into the database…`);
  const report = await copyDiskFiles(root, createDatabaseFileStore(ctx.database.db), (key) =>
    console.log(key),
  );
  console.log(`${report.copied} copied, ${report.present} already in the database.`);
  for (const name of report.ignored) console.log(`Left alone (not a stored file): ${name}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await ctx.database.close();
}
