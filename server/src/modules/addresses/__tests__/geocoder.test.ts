import { createLogger } from '../../../lib/logger';
import { gazetteerGeocoder, googleGeocoder } from '../geocoder';

/**
 * Google's Geocoding API is the edge of the machine (no network here): a stand-in fetch answers
 * as Google documents it, so the request we build and the answer we read are both checked.
 */
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

function fakeFetch(answer: unknown, calls: string[]): typeof fetch {
  return (async (url: string | URL | Request) => {
    calls.push(String(url));
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

describe('geocoders', () => {
  it('when the original client sends a free-text street the demo list knows, then it is placed without asking Google', async () => {
    const calls: string[] = [];
    const geocoder = googleGeocoder('key-123', logger, fakeFetch({}, calls));
    expect(await geocoder.locate('Debrecen, Piac u. 10, 4025 Hungary')).toMatchObject({ latitude: 47.5293, longitude: 21.6253 });
    expect(calls).toEqual([]);
    expect(await gazetteerGeocoder.locate('Hunyadi János utca 3')).toMatchObject({ street: 'Hunyadi János utca' });
  });

  it('when the street is unknown to the list, then Google is asked, restricted to Hungary, and its first result is used', async () => {
    const calls: string[] = [];
    const answer = { status: 'OK', results: [{ geometry: { location: { lat: 47.51, lng: 21.6 } } }] };
    const point = await googleGeocoder('key-123', logger, fakeFetch(answer, calls)).locate('Nowhere köz 5');
    expect(point).toEqual({ latitude: 47.51, longitude: 21.6 });
    const url = new URL(calls[0]!);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/geocode/json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      address: 'Nowhere köz 5',
      components: 'country:HU',
      region: 'hu',
      key: 'key-123',
    });
  });

  it('when Google finds nothing or fails, then the street cannot be placed (undefined), never an exception', async () => {
    expect(
      await googleGeocoder('k', logger, fakeFetch({ status: 'ZERO_RESULTS', results: [] }, [])).locate('Nowhere köz 5'),
    ).toBeUndefined();
    const failing = (() => Promise.reject(new Error('offline'))) as typeof fetch;
    expect(await googleGeocoder('k', logger, failing).locate('Nowhere köz 5')).toBeUndefined();
  });
});
