import { readFileSync } from 'node:fs';
import { loadConfig } from '../config/env';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { publishBoardMessage } from '../support/staff/staff-board-messages';
import { sendNote } from '../support/staff/staff-notes';
import { answerTicket } from '../support/staff/staff-tickets';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: pnpm --filter @casino/api support <command>   (acts as the master account)
  publish <notice|event|popup> <title> <html-file>   publish an announcement site-wide, to every line (HTML sanitized)
  send <username> <title> <html-file>                 an inbox note to one user
  send-line <partner-username> <title> <html-file>    an inbox note to every member under a partner
  tickets                                             inquiries waiting for an answer
  answer <ticket-id> <answer text>                    answer an inquiry`;

/** The audit trail's actor for what the command line does. */
const CLI = { userId: null, ip: 'cli' };

/** The server operator's command line for support (the master level has the same in the back-office). */
async function main([command, ...args]: string[]) {
  const known = ['publish', 'send', 'send-line', 'tickets', 'answer'];
  if (!command || !known.includes(command)) throw new UsageError();
  const database = await openDatabase(loadConfig(), { joinRunning: true });
  const db = database.db;
  try {
    await migrate(db);
    const master = await db.selectFrom('users').select('id').where('level', '=', 'master').orderBy('id').executeTakeFirstOrThrow();
    const userIdOf = async (username: string | undefined) => {
      const row = await db.selectFrom('users').select('id').where('username', '=', username ?? '').executeTakeFirst();
      if (!row) throw new UsageError();
      return row.id;
    };
    const html = (file: string | undefined) => {
      if (!file) throw new UsageError();
      return readFileSync(file, 'utf8');
    };
    if (command === 'publish') {
      const [type, title, file] = args;
      if (type !== 'notice' && type !== 'event' && type !== 'popup') throw new UsageError();
      // Site-wide: only whoever runs the server publishes to every master's line.
      const { id } = await publishBoardMessage(db, CLI, null, { type, title: title ?? '', content: html(file) });
      console.log(`Published #${id}.`);
    } else if (command === 'send' || command === 'send-line') {
      const [username, title, file] = args;
      const target = await userIdOf(username);
      const input = { title: title ?? '', content: html(file), target: command === 'send' ? { kind: 'user' as const, user_id: target } : { kind: 'line' as const, partner_id: target } };
      const { sent } = await sendNote(db, CLI, master.id, input);
      console.log(`Sent to ${sent} member(s).`);
    } else if (command === 'tickets') {
      const rows = await db
        .selectFrom('tickets as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select(['t.id', 't.title', 't.created_at', 'u.username'])
        .where('t.answered_at', 'is', null)
        .where('t.deleted_at', 'is', null)
        .orderBy('t.created_at')
        .execute();
      if (rows.length === 0) console.log('No inquiries waiting.');
      for (const r of rows) console.log(`#${r.id}  ${r.username}  ${r.title}  ${r.created_at.toISOString()}`);
    } else {
      const [idText, ...words] = args;
      if (!/^[1-9]\d{0,15}$/.test(idText ?? '') || words.length === 0) throw new UsageError();
      const ticket = await answerTicket(db, master.id, CLI, Number(idText), words.join(' '));
      console.log(`#${ticket.id} answered.`);
    }
  } finally {
    await database.close();
  }
}

runCommand(USAGE, main);
