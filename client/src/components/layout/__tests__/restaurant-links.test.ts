import { directionsUrl, phoneDigits, RESTAURANT_LINKS, viberUrl, whatsAppUrl } from '../restaurant-links';

describe('restaurant links', () => {
  it('when the phone is +36 30 123 4567, then the chat links use 36301234567', () => {
    expect(phoneDigits('+36 30 123 4567')).toBe('36301234567');
    expect(whatsAppUrl('+36 30 123 4567')).toBe('https://wa.me/36301234567');
    expect(viberUrl('+36 30 123 4567')).toBe('viber://chat?number=%2B36301234567');
  });

  it('when the restaurant is at its seeded coordinates, then Our Location opens directions there', () => {
    expect(directionsUrl(47.529989, 21.623746)).toBe('https://www.google.com/maps/dir/?api=1&destination=47.529989,21.623746');
    expect(RESTAURANT_LINKS.directions).toBe('https://www.google.com/maps/dir/?api=1&destination=47.529989,21.623746');
    expect(RESTAURANT_LINKS.whatsApp).toBe('https://wa.me/36301234567');
  });
});
