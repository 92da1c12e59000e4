import { describe, expect, it } from 'vitest';
import landingPutUnknownField from '../../../tests/strapi5/samples/landing-put-unknown-field.json';
import { ApiError } from './api-errors';
import { strapiPermission, strapiRefusal } from './strapi-refusals';

const refusal = (status: number, method: string, path: string, message = 'Forbidden') =>
  new ApiError(status, status === 403 ? 'ForbiddenError' : 'ValidationError', message, {}, { method, path });

describe('a plain Strapi refusal, in words an operator can act on', () => {
  it('names the permission behind each call the desk makes', () => {
    expect(strapiPermission({ method: 'PUT', path: 'landings/12' })).toBe('landing.update');
    expect(strapiPermission({ method: 'POST', path: 'landings' })).toBe('landing.create');
    expect(strapiPermission({ method: 'GET', path: 'landings' })).toBe('landing.find');
    expect(strapiPermission({ method: 'GET', path: 'clubs/3' })).toBe('club.findOne');
    expect(strapiPermission({ method: 'DELETE', path: 'club-services/9' })).toBe('club-service.delete');
    expect(strapiPermission({ method: 'POST', path: 'mtows' })).toBe('mtow.create');
    expect(strapiPermission({ method: 'POST', path: 'auth/change-password' })).toBe('auth.changePassword');
    expect(strapiPermission({ method: 'GET', path: 'nothing-we-call' })).toBeNull();
  });

  it('says which role needs which permission, and where to grant it', () => {
    expect(strapiRefusal(refusal(403, 'PUT', 'landings/12'))).toBe(
      'Strapi refused: the Authenticated role needs permission landing.update ' +
        '(Strapi admin: Settings › Users & Permissions › Roles › Authenticated › landing › update).',
    );
    expect(strapiRefusal(refusal(403, 'PATCH', 'x'))).toBe(
      'Strapi refused: the Authenticated role lacks a permission this app needs.',
    );
  });

  it('names a field a Strapi 5 content type lacks, as the real peer refused it, and the type to add it to', () => {
    const unknown = new ApiError(
      400,
      'ValidationError',
      landingPutUnknownField.body.error.message,
      {},
      {
        method: 'PUT',
        path: 'landings/am9v6iklr30wjd3sjt8cs1hn',
      },
    );
    expect(strapiRefusal(unknown)).toBe(
      'Strapi refused the field reason: add it to the landing content type (see the README).',
    );
  });

  it("keeps Strapi's own validation words, and says plainly what is gone", () => {
    const invalid = refusal(400, 'PUT', 'landings/3', 'paymentStatus must be one of the following values');
    expect(strapiRefusal(invalid)).toBe('paymentStatus must be one of the following values');
    expect(strapiRefusal(refusal(404, 'PUT', 'landings/3', 'Not Found'))).toBe(
      'Strapi has no such record any more (it was deleted on the server).',
    );
  });
});
