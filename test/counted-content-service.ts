import { afterAll, beforeAll, beforeEach } from '@jest/globals';
import { startContentService, type RunningService } from './content-service';
import { startCountingUpstream, type CountingUpstream } from './counting-upstream';

/**
 * For a jest file: the embedded content service behind a forwarder that records every call, set
 * as CONTENT_API_URL before the file's tests; before each test the calls are forgotten and the
 * forwarder forwards again.
 */
export function setUpCountedContentService(): Pick<CountingUpstream, 'calls' | 'failWith'> {
  let service: RunningService | undefined;
  let upstream: CountingUpstream | undefined;

  beforeAll(async () => {
    service = await startContentService();
    upstream = await startCountingUpstream(service.url);
    process.env.CONTENT_API_URL = upstream.url;
  }, 30_000);
  afterAll(async () => {
    await upstream?.close();
    await service?.stop();
  });
  beforeEach(() => {
    upstream?.failWith(null);
    if (upstream) upstream.calls.length = 0;
  });

  return {
    get calls() {
      return upstream?.calls ?? [];
    },
    failWith: (status) => upstream?.failWith(status),
  };
}
