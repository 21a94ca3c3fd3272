import pg from 'pg';

/** The same server with another database name. */
export function adminUrl(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onMaintenance<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const safeName = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  return name;
};

export async function createDatabase(databaseUrl: string, name: string, template?: string): Promise<void> {
  await onMaintenance(databaseUrl, (client) =>
    client.query(`create database ${safeName(name)}${template ? ` template ${safeName(template)}` : ''}`),
  );
}

export async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  await onMaintenance(databaseUrl, (client) =>
    client.query(`drop database if exists ${safeName(name)} with (force)`),
  );
}

/** The databases whose names start with `prefix`. */
export async function databasesNamed(databaseUrl: string, prefix: string): Promise<string[]> {
  const { rows } = await onMaintenance(databaseUrl, (client) =>
    client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [
      prefix,
    ]),
  );
  return rows.map((row) => row.datname);
}
