import { JsonLd } from '@/components/ui/json-ld';
import { htmlToText } from '@/lib/text/html-to-text';
import { BlockSection } from '../shared/block-section';
import type { BlockProps } from '../types';
import styles from './faq.module.css';

type Item = { question: string; answer: string };

/** schema.org FAQPage; answers as plain text. */
function faqJsonLd(items: Item[]): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(item.answer) },
    })),
  };
}

/**
 * Frequently asked questions as a native accordion (`<details>`, no JavaScript), all collapsed;
 * the structured data is built first (spec: items are marked collapsed after it).
 */
export function Faq({ block }: BlockProps<'faq'>) {
  const { title, items } = block.data;
  // Items have no ids: the question is the key, so repeated questions are shown once.
  const unique = [...new Map(items.map((item) => [item.question, item])).values()];
  if (unique.length === 0) return null;
  return (
    <BlockSection blockId={block.id} title={title} alt after={<JsonLd data={faqJsonLd(unique)} />}>
      <div className={styles.list}>
        {unique.map((item) => (
          <details key={item.question} className={styles.item}>
            <summary className={styles.question}>
              <span className={styles.questionText}>{item.question}</span>
            </summary>
            <div className={`prose ${styles.answer}`} dangerouslySetInnerHTML={{ __html: item.answer }} />
          </details>
        ))}
      </div>
    </BlockSection>
  );
}
