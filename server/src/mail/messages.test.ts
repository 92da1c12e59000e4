// The mails' words, without a server: each mail in English and in Portuguese from the catalogs,
// the filed date, time and fee written as each language writes them, and the reader's own text
// (a name, a reason) carried as typed, escaped in the HTML; what a stranger could have typed kept
// out of mails to an address nobody confirmed, and out of every mail when it reads as a link.
import { describe, expect, it } from 'vitest';
import { serverTranslator } from '../i18n/server-i18n';
import { filedWhen, type RequestFacts, readerIn, summary } from './messages';
import { newRequestMail, pilotCancelledMail } from './owner-messages';
import { cancelledMail, decisionMail, deskEndedMail, requestReceivedMail } from './pilot-messages';

const FACTS: RequestFacts = {
  clubName: 'Aeródromo de Évora',
  clubEmail: 'info@evora.example',
  clubPhone: null,
  registration: 'CS-AYZ',
  aircraft: 'Cessna 172',
  aircraftTyped: false,
  date: '2026-11-22',
  eta: '14:30',
  clock: 'utc',
  landingPurpose: 'training_touch_and_go',
  pilotName: 'Ana Ferreira',
  pilotEmail: 'ana@pilots.example',
  confirmed: true,
  ppr: 'PPR-2026-0042',
  price: 1234.5,
  outsideHours: false,
  reason: null,
};
const LINK = 'https://club.example/request/status/abc';

describe('the mails to the pilot', () => {
  it('says a received request in English', () => {
    const mail = requestReceivedMail(FACTS, 'en', LINK);
    expect(mail.subject).toBe(
      'PPR request received: CS-AYZ at Aeródromo de Évora, 22 November 2026 14:30 UTC',
    );
    expect(mail.text).toBe(
      [
        'Hello Ana Ferreira,',
        'Aeródromo de Évora has received your request for permission to land. It is pending: you will get another email when the desk decides.',
        'PPR number: PPR-2026-0042\nAircraft: CS-AYZ (Cessna 172)\nArrival: 22 November 2026 14:30 UTC\nPurpose: Touch & Go\nFee: €1,234.50',
        `Follow or cancel your request: ${LINK}`,
        'Kind regards,\nAeródromo de Évora',
        'If you did not send this request, you can ignore this email. Your name and what you typed are left out of the emails to this address until its status link has been opened once.\n',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Purpose: Touch &#38; Go');
  });

  it('says a received request in Portuguese, the fee as Portugal writes money', () => {
    const mail = requestReceivedMail({ ...FACTS, landingPurpose: null, outsideHours: true }, 'pt', LINK);
    expect(mail.subject).toBe(
      'Pedido PPR recebido: CS-AYZ em Aeródromo de Évora, 22 de novembro de 2026 14:30 UTC',
    );
    expect(mail.text).toContain('Olá Ana Ferreira,');
    expect(mail.text).toContain('Finalidade: Aterragem\nTaxa: 1234,50\u00a0€');
    expect(mail.text).toContain('Pediu uma hora fora do horário de funcionamento; o aeródromo foi avisado.');
    expect(mail.text).toContain(`Acompanhar ou cancelar o seu pedido: ${LINK}`);
    expect(mail.html).toContain('<html lang="pt">');
  });

  it('greets a pilot nobody named, and names an aircraft nobody typed, in each language', () => {
    const unnamed = { ...FACTS, pilotName: null, aircraft: null };
    expect(requestReceivedMail(unnamed, 'en', LINK).text).toMatch(
      /^Hello,\n[\s\S]*Aircraft: CS-AYZ \(type not known\)/,
    );
    expect(requestReceivedMail(unnamed, 'pt', LINK).text).toMatch(
      /^Olá,\n[\s\S]*Aeronave: CS-AYZ \(tipo desconhecido\)/,
    );
  });

  it('says a decision with its reason as the desk typed it, escaped in the HTML', () => {
    const reason = "Runway <closed> {works} & O'Neil's #1";
    const rejected = decisionMail({ ...FACTS, reason }, 'pt', false, LINK);
    expect(rejected.kind).toBe('rejected');
    expect(rejected.subject).toMatch(/^Pedido PPR rejeitado: CS-AYZ em /);
    expect(rejected.text).toContain('Aeródromo de Évora rejeitou o seu pedido.');
    expect(rejected.text).toContain(`Motivo: ${reason}`);
    expect(rejected.html).toContain('Motivo: Runway &#60;closed&#62; {works} &#38; O&#39;Neil&#39;s #1');
    const accepted = decisionMail(FACTS, 'en', true, LINK);
    expect(accepted.kind).toBe('accepted');
    expect(accepted.subject).toMatch(/^PPR request accepted: CS-AYZ at /);
    expect(accepted.text).toContain('Aeródromo de Évora has accepted your request.');
    expect(accepted.text).not.toContain('Reason:');
  });

  it('names the PPR number in every mail about a landing, and a fee nobody could price yet as such', () => {
    const owner = { email: 'owner@club.example', locale: 'pt' as const };
    const mails = [
      requestReceivedMail(FACTS, 'en', LINK),
      newRequestMail(FACTS, owner, 'https://desk.example'),
      decisionMail(FACTS, 'en', true, LINK),
      decisionMail(FACTS, 'pt', false, LINK),
      cancelledMail(FACTS, 'en', LINK),
    ];
    for (const mail of mails) {
      expect(mail.text, mail.kind).toMatch(/(PPR number|Número PPR): PPR-2026-0042/);
      expect(mail.html, mail.kind).toContain('PPR-2026-0042');
    }
    expect(requestReceivedMail({ ...FACTS, price: null }, 'en', LINK).text).toContain(
      'Fee: to be priced by the desk',
    );
  });

  it('says a cancellation in each language', () => {
    expect(cancelledMail(FACTS, 'en', LINK).text).toContain(
      'Your request to land at Aeródromo de Évora has been cancelled, as you asked.',
    );
    const pt = cancelledMail(FACTS, 'pt', LINK);
    expect(pt.subject).toMatch(/^Pedido PPR cancelado: /);
    expect(pt.text).toContain(`Ver o seu pedido: ${LINK}`);
  });

  it("answers to the club's address, gives its phone, and offers to cancel only what can be cancelled", () => {
    const withPhone = { ...FACTS, clubPhone: '+351 266 000 000' };
    const received = requestReceivedMail(withPhone, 'en', LINK);
    expect(received.replyTo).toBe('info@evora.example');
    expect(received.text).toMatch(/Kind regards,\nAeródromo de Évora\nPhone: \+351 266 000 000\n\n/);
    expect(requestReceivedMail(withPhone, 'pt', LINK).text).toContain('Telefone: +351 266 000 000');
    const accepted = decisionMail(withPhone, 'en', true, LINK);
    expect(accepted.text).toContain(`Follow or cancel your request: ${LINK}`);
    const rejected = decisionMail(withPhone, 'en', false, LINK);
    expect(rejected.replyTo).toBe('info@evora.example');
    expect(rejected.text).not.toMatch(/cancel/i);
    expect(rejected.text).toContain(`See your request: ${LINK}`);
    expect(rejected.text).toContain('Phone: +351 266 000 000');
    expect(cancelledMail(withPhone, 'en', LINK).text).not.toContain('Follow or cancel');
    expect(requestReceivedMail({ ...FACTS, clubEmail: null }, 'en', LINK).replyTo).toBeNull();
  });
});

describe('what a stranger could have typed', () => {
  const URL_NAME = 'Pay the fee at http://pay.example';
  const typed = { ...FACTS, aircraft: 'Visit www.pay.example', aircraftTyped: true, pilotName: URL_NAME };

  it('stays out of every mail to an address not confirmed: fixed words and the PPR facts only', () => {
    const unconfirmed = { ...typed, pilotName: 'Ana Ferreira', confirmed: false };
    const mails = [
      requestReceivedMail(unconfirmed, 'en', LINK),
      decisionMail(unconfirmed, 'en', true, LINK),
      cancelledMail(unconfirmed, 'pt', LINK),
      deskEndedMail(unconfirmed, 'en', 'no_show', LINK),
    ];
    for (const mail of mails) {
      expect(mail.text, mail.kind).not.toContain('Ana');
      expect(mail.text, mail.kind).not.toContain('pay.example');
      expect(mail.html, mail.kind).not.toContain('pay.example');
      expect(mail.text, mail.kind).toMatch(/^(Hello|Olá),\n/);
      expect(mail.text, mail.kind).toMatch(/(Aircraft|Aeronave): CS-AYZ\n/);
      expect(mail.text, mail.kind).toContain('PPR-2026-0042');
      expect(mail.text, mail.kind).toContain(LINK);
    }
    // A catalogue's type is no one's typing: it is said.
    expect(requestReceivedMail({ ...FACTS, confirmed: false }, 'en', LINK).text).toContain(
      'Aircraft: CS-AYZ (Cessna 172)',
    );
  });

  it('greets by name once the address is confirmed, but never with a name that reads as a link', () => {
    expect(decisionMail({ ...FACTS, confirmed: true }, 'en', true, LINK).text).toMatch(
      /^Hello Ana Ferreira,/,
    );
    for (const mail of [
      requestReceivedMail(typed, 'en', LINK),
      decisionMail(typed, 'pt', false, LINK),
      deskEndedMail(typed, 'en', 'cancelled', null),
    ]) {
      expect(mail.text, mail.kind).toMatch(/^(Hello|Olá),\n/);
      expect(mail.text, mail.kind).not.toContain('pay.example');
    }
    const markup = decisionMail({ ...FACTS, pilotName: '<a href=x>Ana</a>' }, 'en', true, LINK);
    expect(markup.text).toMatch(/^Hello,\n/);
    expect(markup.html).not.toContain('Ana');
  });

  it("reaches the owner's mails only when it cannot read as a link", () => {
    const owner = { email: 'owner@club.example', locale: 'en' as const };
    for (const mail of [newRequestMail(typed, owner, 'u'), pilotCancelledMail(typed, owner, 'u')]) {
      expect(mail.text, mail.kind).not.toContain('pay.example');
      expect(mail.html, mail.kind).not.toContain('pay.example');
      expect(mail.text, mail.kind).toContain('CS-AYZ');
    }
    expect(newRequestMail(typed, owner, 'u').text).toContain('A pilot asks for permission to land');
    const plain = newRequestMail({ ...FACTS, confirmed: false }, owner, 'u');
    expect(plain.text).toContain('Ana Ferreira asks for permission to land');
  });
});

describe("the mail to the club's owner", () => {
  it("is written in the owner's language, outside hours said in the subject and the body", () => {
    const owner = { email: 'owner@club.example', locale: 'pt' as const };
    const mail = newRequestMail({ ...FACTS, outsideHours: true }, owner, 'https://club.example/movements');
    expect(mail.to).toBe('owner@club.example');
    // Answering it writes to the pilot who asked.
    expect(mail.replyTo).toBe('ana@pilots.example');
    expect(mail.subject).toBe(
      'Novo pedido PPR: CS-AYZ, 22 de novembro de 2026 14:30 UTC (fora do horário de funcionamento)',
    );
    expect(mail.text).toContain('Ana Ferreira pede autorização para aterrar em Aeródromo de Évora.');
    expect(mail.text).toContain('A hora pedida está fora do seu horário de funcionamento.');
    expect(mail.text).toContain('Decidir no PPR Desk: https://club.example/movements');
    const english = newRequestMail({ ...FACTS, pilotName: null }, { ...owner, locale: 'en' }, 'u');
    expect(english.subject).toBe('New PPR request: CS-AYZ, 22 November 2026 14:30 UTC');
    expect(english.text).toContain('A pilot asks for permission to land at Aeródromo de Évora.');
  });
});

describe('summary', () => {
  it('says when it arrived once it has, not when it planned to', () => {
    const planned = summary(FACTS, readerIn('en'));
    expect(planned).toContain('Arrival: 22 November 2026 14:30 UTC');
    const landed = summary({ ...FACTS, arrived: { date: '2026-11-22', eta: '15:05' } }, readerIn('pt'));
    expect(landed).toContain('Chegada: 22 de novembro de 2026 15:05 UTC');
    expect(landed).not.toContain('14:30');
  });
});

describe('filedWhen', () => {
  const pt = { t: serverTranslator('pt'), tag: 'pt-PT' };
  const en = { t: serverTranslator('en'), tag: 'en-GB' };

  it("writes the date with its month in words and the time on the club's clock with its zone named, whatever the zone the server runs in", () => {
    expect(filedWhen({ date: '2026-03-29', eta: '00:30', clock: 'utc' }, pt)).toEqual({
      date: '29 de março de 2026',
      time: '00:30 UTC',
    });
    expect(filedWhen({ date: '2026-12-31', eta: '23:59', clock: 'utc' }, en)).toEqual({
      date: '31 December 2026',
      time: '23:59 UTC',
    });
    expect(filedWhen({ date: '2026-07-01', eta: '15:30', clock: 'local' }, en)).toEqual({
      date: '1 July 2026',
      time: '15:30 Lisbon',
    });
    expect(filedWhen({ date: '2026-07-01', eta: '15:30', clock: 'local' }, pt)).toEqual({
      date: '1 de julho de 2026',
      time: '15:30 Lisboa',
    });
  });

  it('shows what was stored when it cannot be read', () => {
    expect(filedWhen({ date: 'someday', eta: '25:00', clock: 'utc' }, en)).toEqual({
      date: 'someday',
      time: '25:00 UTC',
    });
  });
});
