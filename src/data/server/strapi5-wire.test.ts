// Strapi 5's wire against the real peer's recorded answers (tests/strapi5/samples): documents come
// back keyed by their documentId, users by their id, and the desk's calls go out naming documents.
import { describe, expect, it } from 'vitest';
import { documentKey } from '@/domain/wire/document-key';
import landingOne from '../../../tests/strapi5/samples/landing-one.json';
import ownerWithClub from '../../../tests/strapi5/samples/users-id-with-club.json';
import ownerMe from '../../../tests/strapi5/samples/users-me-with-club.json';
import { createDocumentKeys } from './document-keys';
import { createStrapi5Wire, UnknownDocumentError } from './strapi5-wire';

const landing = landingOne.body.data;
const wire = () => createStrapi5Wire(createDocumentKeys());
const read = (translator: ReturnType<typeof wire>, path: string, body: unknown) =>
  translator.answer(body, { method: 'get', path }) as { data: Record<string, unknown> };

describe("Strapi 5's wire", () => {
  it('keys every document by its documentId, at any depth, and leaves users their ids', () => {
    const { data } = read(wire(), `landings/${landing.documentId}`, landingOne.body);
    expect(data.id).toBe(documentKey(landing.documentId));
    expect(data.club).toMatchObject({ id: documentKey(landing.club.documentId), name1: 'Example Aero Club' });
    expect(data.aircraft).toMatchObject({ id: documentKey(landing.aircraft.documentId) });
    expect(data.user).toMatchObject({ id: landing.user.id, email: 'pilot3@example.com' });
  });

  it("keys a user's club by the club's document, though Strapi gives its draft row", () => {
    const user = wire().answer(ownerWithClub.body, { method: 'get', path: 'users/1' }) as Record<
      string,
      unknown
    >;
    expect(user.id).toBe(1);
    expect(user.clubOwner).toMatchObject({ id: documentKey(ownerWithClub.body.clubOwner.documentId) });
    expect(documentKey(ownerWithClub.body.clubOwner.documentId)).toBe(documentKey(landing.club.documentId));
  });

  it('names the document in paths, filters and relations, and sorts by creation instead of id', async () => {
    const translator = wire();
    read(translator, 'landings', landingOne.body);
    const key = documentKey(landing.documentId);
    const club = documentKey(landing.club.documentId);
    const call = await translator.request({
      method: 'put',
      path: `landings/${key}`,
      query: `filters[club][id][$eq]=${club}&filters[user][id][$eq]=4&sort[0]=id:desc&sort[1]=date:asc`,
      body: { data: { status: 'accepted', club, club_services: [club], user: 4, price: 24.16 } },
    });
    expect(call.path).toBe(`landings/${landing.documentId}`);
    expect(call.query).toBe(
      `filters[club][documentId][$eq]=${landing.club.documentId}&filters[user][id][$eq]=4` +
        '&sort[0]=createdAt%3Adesc&sort[1]=date%3Aasc',
    );
    expect(call.body).toEqual({
      data: {
        status: 'accepted',
        club: landing.club.documentId,
        club_services: [landing.club.documentId],
        user: 4,
        price: 24.16,
      },
    });
  });

  it('sends nothing for a document it never read', async () => {
    await expect(
      wire().request({ method: 'delete', path: `mtows/${documentKey('never-seen')}` }),
    ).rejects.toThrow(UnknownDocumentError);
  });

  it("finds the session's club again by reading the account, when this device never read it", async () => {
    const translator = createStrapi5Wire(createDocumentKeys(), {
      readOwnClub: async () => translator.answer(ownerMe.body, { method: 'get', path: 'users/me' }),
    });
    const club = documentKey(ownerMe.body.clubOwner.documentId);
    const call = await translator.request({ method: 'get', path: `clubs/${club}` });
    expect(call.path).toBe(`clubs/${ownerMe.body.clubOwner.documentId}`);
  });

  it("finds the document an entry of the club's Strapi 4 became by its id, once, as Strapi 5 answers", async () => {
    const asked: string[] = [];
    const translator = createStrapi5Wire(createDocumentKeys(), {
      readAsIs: async (path, query) => {
        asked.push(`${path}?${query}`);
        return { data: [{ id: 57, documentId: landing.documentId }], meta: {} };
      },
    });
    const read = await translator.request({ method: 'get', path: 'landings/57', query: 'populate=*' });
    const write = await translator.request({ method: 'put', path: 'landings/57', body: { data: {} } });
    expect([read.path, write.path]).toEqual([
      `landings/${landing.documentId}`,
      `landings/${landing.documentId}`,
    ]);
    expect(asked).toEqual(['landings?filters[id][$eq]=57&fields[0]=documentId']);
    const user = await translator.request({ method: 'get', path: 'users/1' });
    expect(user.path).toBe('users/1');
  });

  it('sends nothing for a Strapi 4 id that no Strapi 5 entry has, and asks again next time', async () => {
    let answers = [{ data: [] }, { data: [{ id: 9, documentId: 'found-later' }] }];
    const translator = createStrapi5Wire(createDocumentKeys(), {
      readAsIs: async () => {
        const [next, ...rest] = answers;
        answers = rest;
        return next;
      },
    });
    await expect(translator.request({ method: 'get', path: 'mtows/9' })).rejects.toThrow(
      UnknownDocumentError,
    );
    expect((await translator.request({ method: 'get', path: 'mtows/9' })).path).toBe('mtows/found-later');
  });

  it('refuses two documents under one key rather than merge them', () => {
    const keys = createDocumentKeys();
    keys.note(5_000_000_000_000, 'a');
    expect(() => keys.note(5_000_000_000_000, 'b')).toThrow(/share one desk key/);
  });
});
