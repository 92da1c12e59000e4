// What a text is before it is put in a language: a catalog key and the values its message takes.
// Pure rules (src/domain) and the server return these; a screen or a mail turns them into words.
import type en from './catalogs/en.json';

/** Every key of the English catalog; the Portuguese one is checked to hold the same (catalogs.test.ts). */
export type MessageId = keyof typeof en;

export type MessageValues = Record<string, string | number | Date | null | undefined>;

export interface Message<Id extends MessageId = MessageId> {
  id: Id;
  /** A value may be a message itself (a catalogue service's name inside a fee line): said first. */
  values?: Record<string, MessageValues[string] | Message>;
}

/** A key of the errors the data layer names itself: what it can say in English without the desk's catalog. */
export type ErrorId = Extract<MessageId, `errors.${string}`>;

export const msg = <Id extends MessageId>(id: Id, values?: Message['values']): Message<Id> =>
  values ? { id, values } : { id };

/** Turns a key (and its values) into the words of the active language. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** A Message in words, a message among its values said first. */
export const say = (t: Translate, { id, values }: Message): string =>
  t(
    id,
    values &&
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          value && typeof value === 'object' && 'id' in value ? say(t, value) : value,
        ]),
      ),
  );

/**
 * A message the desk got from elsewhere (a server's `details.i18n`) in words, or `fallback` (the
 * server's own text) when this catalog has no such key.
 */
export function sayOr(t: Translate, message: Message | null, fallback: string): string {
  if (!message) return fallback;
  const words = say(t, message);
  return words === message.id ? fallback : words;
}
