/**
 * A reply's WhatsApp message is checked again before each attempt: a reply (or its thread) hidden
 * by a moderator since it was queued is not announced on her phone.
 */
import type { WhatsAppHooks, WhatsAppStillDue } from '../messaging/sender';
import { replyStillVisible } from './service';

const stillDue: WhatsAppStillDue = async (row, db) => {
  const c = row.context as { postId?: number; threadId?: number };
  if (typeof c.postId !== 'number' || typeof c.threadId !== 'number') return 'it names no reply';
  return (await replyStillVisible(db, c.postId, c.threadId)) ? null : 'the reply or its thread was hidden';
};

export const discussionWhatsAppHooks: WhatsAppHooks = { discussion_reply: stillDue };
