import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.mjs';

const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('the hashes of a document’s inline scripts (docs/decisions/0001-hashed-csp.md)', () => {
  it('hashes every script a browser may run, once each', () => {
    const html = [
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script type="module">import "/a.js"</script>',
      '<script type="text/javascript">window.x=1</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script data-type="application/json">window.y=2</script>',
      '<script>self.__next_f.push([1,"a"])</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      hashOf('self.__next_f.push([1,"a"])'),
      hashOf('import "/a.js"'),
      hashOf('window.x=1'),
      hashOf('{"imports":{}}'),
      hashOf('window.y=2'),
    ]);
  });

  it('leaves out scripts with a source, empty ones and the data blocks a browser never runs', () => {
    const html = [
      '<script src="/_site/loader.js"></script>',
      '<script async src=/x.js>ignored</script>',
      '<script></script>',
      '<script type="application/ld+json">{"@type":"Course"}</script>',
      '<script type="application/json" data-deferred-scripts="">{"scripts":[]}</script>',
      "<script type='APPLICATION/JSON'>{}</script>",
      '<script type=application/ld+json>{}</script>',
      '<script>run()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hashOf('run()')]);
  });

  it('puts each hash in script-src and nowhere else', () => {
    const policy = contentSecurityPolicy([hashOf('run()')], { https: false });
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toContain(hashOf('run()'));
    expect(policy.split(hashOf('run()'))).toHaveLength(2);
    expect(policy).not.toContain("'unsafe-inline' 'sha256");
  });
});
