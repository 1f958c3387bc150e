import { answerTimeText } from '@/lib/consent/answer-times';
import { logger } from '@/lib/log';
import { blockElementId } from '../block-utils';
import type { BlockProps } from '../types';

/**
 * The legal answer times of a request about one's personal data (rules of the country, in the
 * configuration's privacy notice, docs/decisions/0012-consent-records.md): on the rights form's
 * thank-you page. Without a notice in the configuration it says nothing rather than a wrong time.
 */
export function PrivacyAnswerTimes({ block, context }: BlockProps<'privacy_answer_times'>) {
  const notice = context.config.privacyNotice;
  if (!notice) {
    logger.warn('privacy_answer_times.no_notice', { block: block.id });
    return null;
  }
  const titleId = blockElementId(block.id, 'title');
  const Heading = context.primaryHeading ? 'h1' : 'h2';
  const { query, claim } = notice.answerTimes;
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container prose">
        <Heading id={titleId}>{block.data.title}</Heading>
        <p data-answer-time="query">{answerTimeText('query', query)}</p>
        <p data-answer-time="claim">{answerTimeText('claim', claim)}</p>
        <p>
          Si no quedas conforme con la respuesta, puedes acudir a {notice.authority}. Para cualquier otra duda sobre tus datos, escríbenos a{' '}
          <a href={`mailto:${notice.controller.email}`}>{notice.controller.email}</a>.
        </p>
      </div>
    </section>
  );
}
