import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const MIGRATIONS = join(SRC, 'core', 'db', 'migrations');

/**
 * Who owns each table: only the owner's files write it; another module asks the owner's service. A new
 * migration's table must be added here, so every table has exactly one writer.
 */
const TABLE_OWNERS: Record<string, string> = {
  schema_migrations: 'core',
  app_settings: 'core',
  users: 'users',
  role_changes: 'users',
  signed_out_sessions: 'users',
  account_unlocks: 'auth',
  consent_records: 'auth',
  registration_confirmations: 'auth',
  password_resets: 'password-reset',
  faq_entries: 'public-content',
  search_entries: 'public-content',
  invoices: 'public-content',
  push_subscriptions: 'push',
  quick_panel_entries: 'quick-panel', // dropped by 0033: the panel reads the calendar and notes
  surveys: 'surveys',
  survey_versions: 'surveys',
  campaigns: 'campaigns',
  targets: 'targets',
  respondents: 'respondents',
  invitations: 'respondents',
  responses: 'responses',
  response_audit: 'responses',
  response_files: 'response-files',
  dash_changes: 'dashboards',
  dash_counters: 'dashboards',
  dash_response_state: 'dashboards',
  reports: 'reports',
  report_files: 'reports',
  report_downloads: 'reports',
  chats: 'chat',
  chat_members: 'chat',
  chat_messages: 'chat',
  chat_user_data: 'chat',
  mail_templates: 'mailing',
  mail_template_versions: 'mailing',
  mailing_jobs: 'mailing',
  mailing_recipients: 'mailing',
  mailing_job_audit: 'mailing',
  docs: 'doc-app',
  doc_members: 'doc-app',
  doc_lists: 'doc-app',
  doc_cards: 'doc-app',
  doc_attachments: 'doc-app',
  doc_activities: 'doc-app',
  doc_card_followers: 'doc-app',
  email_changes: 'account',
  profiles: 'profile',
  posts: 'profile',
  post_likes: 'profile',
  post_comments: 'profile',
  activities: 'profile',
  post_images: 'profile',
  rooms: 'rooms',
  room_members: 'rooms',
  room_entries: 'rooms',
  room_questions: 'rooms',
  room_recordings: 'rooms',
  room_recording_parts: 'rooms',
  mail_messages: 'mail-app',
  mail_attachments: 'mail-app',
  mail_message_attachments: 'mail-app',
  todos: 'todo-app',
  contacts: 'contacts-app',
  contact_groups: 'contacts-app',
  notes: 'notes-app',
  academy_categories: 'academy-app',
  academy_courses: 'academy-app',
  academy_course_steps: 'academy-app',
  academy_progress: 'academy-app',
  kb_groups: 'knowledge-base',
  kb_articles: 'knowledge-base',
  note_labels: 'notes-app',
  calendar_events: 'calendar-app',
  ecommerce_products: 'ecommerce-app',
  ecommerce_orders: 'ecommerce-app',
  ecommerce_order_statuses: 'ecommerce-app',
  ecommerce_product_images: 'ecommerce-app',
  file_manager_items: 'file-manager-app',
  insight_budget: 'insights',
  insight_weather: 'insights',
};

/**
 * Database functions that write several owners' tables in one statement, and the one module that calls
 * each: finish_response ends a response with its dashboards' log entry, its invitation and its targets
 * in one round trip (migration 0010), so the responses module alone calls it.
 */
const FUNCTION_OWNERS: Record<string, string> = { finish_response: 'responses' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** core/** and lib/** are the core; modules/<name>/** is that module. */
function ownerOfFile(path: string): string {
  const parts = relative(SRC, path).split(sep);
  return parts[0] === 'modules' ? (parts[1] as string) : 'core';
}

/** The SQL writes of a source text: [table, line]. Comment lines are prose, not SQL. */
function sqlWrites(text: string): { table: string; line: number }[] {
  const code = text
    .split('\n')
    .map((line) => (/^\s*(\/\/|\/?\*|--)/.test(line) ? '' : line))
    .join('\n');
  // Upper case like every statement here; FOR UPDATE and ON CONFLICT DO UPDATE lock or merge, not name a
  // table. A table named by an interpolation (`${...}`) cannot be checked, so it counts as one with no owner.
  const writes =
    /(?<!FOR |DO )\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE|MERGE\s+INTO)\s+(\w+|\$\{|")/g;
  return [...code.matchAll(writes)].map((match) => ({
    table: match[1] as string,
    line: code.slice(0, match.index).split('\n').length,
  }));
}

describe('table ownership', () => {
  const files = [
    ...sourceFiles(join(SRC, 'core')),
    ...sourceFiles(join(SRC, 'lib')),
    ...sourceFiles(join(SRC, 'modules')),
  ];

  it('knows an owner for every table and database function the migrations create', () => {
    const sql = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(join(MIGRATIONS, name), 'utf8'))
      .join('\n');
    const tables = [...sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/gi)].map((m) => m[1] as string);
    const functions = [...sql.matchAll(/CREATE (?:OR REPLACE )?FUNCTION (\w+)/gi)].map((m) => m[1] as string);
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
    expect(functions.filter((name) => !(name in FUNCTION_OWNERS))).toEqual([]);
  });

  it('is written down in the README: each table in its owner\'s row of "Cada tabela tem um dono"', () => {
    const readme = readFileSync(join(SRC, '..', '..', '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('Cada tabela tem um dono'));
    const rows = section.slice(0, section.indexOf('\n\n', section.indexOf('| ---'))).split('\n');
    const documented = new Map<string, string>();
    for (const row of rows.filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))) {
      const [, moduleCell = '', tablesCell = ''] = row.split('|');
      const owner = moduleCell.trim().split(' ')[0] as string;
      for (const [, table] of tablesCell.matchAll(/`(\w+)`/g)) documented.set(table as string, owner);
    }
    const missing = Object.entries(TABLE_OWNERS)
      .filter(([table, owner]) => documented.get(table) !== owner)
      .map(([table, owner]) => `${table} (${owner})`);
    expect(missing).toEqual([]);
  });

  it('reads every statement kind that writes', () => {
    const text = [
      '`INSERT INTO responses (id) VALUES ($1)`',
      "'UPDATE targets SET completes = 0'",
      '`DELETE FROM invitations WHERE id = $1`',
      '`WITH saved AS (UPDATE responses SET x = 1 RETURNING id) INSERT INTO dash_changes SELECT id FROM saved`',
      "'SELECT id FROM targets WHERE id = $1 FOR UPDATE SKIP LOCKED'",
      "'INSERT INTO push_subscriptions (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET id = $1'",
      '`INSERT INTO\n  invitations (id) VALUES ($1)`',
      // (split: a ${ in a plain string reads like a template placeholder mistake)
      '`UPDATE $' + '{table} SET x = 1`',
      '// an UPDATE users in prose',
      ' * and DELETE FROM users in a doc comment',
    ].join('\n');
    expect(sqlWrites(text).map((write) => write.table)).toEqual([
      'responses',
      'targets',
      'invitations',
      'responses',
      'dash_changes',
      'push_subscriptions',
      'invitations',
      '${',
    ]);
    expect(sqlWrites('a\n`INSERT INTO\n  responses (id)`').map((write) => write.line)).toEqual([2]);
  });

  it('lets only the owning module write a table or call a multi-table function', () => {
    const foreign: string[] = [];
    for (const file of files) {
      const owner = ownerOfFile(file);
      const text = readFileSync(file, 'utf8');
      const where = (line: number) => `${relative(SRC, file)}:${line}`;
      for (const { table, line } of sqlWrites(text)) {
        const tableOwner = TABLE_OWNERS[table];
        if (!/^\w+$/.test(table))
          foreign.push(`${where(line)} writes a table named by an interpolation or quotes`);
        else if (tableOwner === undefined)
          foreign.push(`${where(line)} writes ${table}, a table with no owner`);
        else if (tableOwner !== owner)
          foreign.push(`${where(line)} writes ${table} (owned by ${tableOwner})`);
      }
      text.split('\n').forEach((line, index) => {
        for (const [name, functionOwner] of Object.entries(FUNCTION_OWNERS))
          if (line.includes(`${name}(`) && functionOwner !== owner)
            foreign.push(`${where(index + 1)} calls ${name} (owned by ${functionOwner})`);
      });
    }
    expect(files.length).toBeGreaterThan(50);
    expect(foreign).toEqual([]);
  });
});
