// Which Strapi answered a sign-in, read from the recorded answers of the real peers: Strapi 5 gives
// the user a documentId (docs/decisions/0035), Strapi 4 and our server do not.
import { describe, expect, it } from 'vitest';
import userWithClub from '@/test/fixtures/user-with-club.json';
import strapi5SignIn from '../../../tests/strapi5/samples/auth-local.json';
import { readAuthAnswer } from './auth';

describe('a sign-in answer', () => {
  it("from Strapi 5 says so, by the user's documentId", () => {
    expect(readAuthAnswer(strapi5SignIn.body)).toEqual({ jwt: '<jwt 2>', userId: 1, fromStrapi5: true });
  });

  it('from Strapi 4 does not', () => {
    expect(readAuthAnswer({ jwt: 'token', user: userWithClub })).toEqual({
      jwt: 'token',
      userId: 1,
      fromStrapi5: false,
    });
  });
});
