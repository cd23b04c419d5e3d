import { useTranslation } from 'react-i18next';
import classes from './SigningPage.module.css';

/**
 * The contract's table of contents (issue 32 §1): its sections, each a tap away on a long page. Folded
 * under "Contents" (the browser's own disclosure), so that a phone's first screens stay the contract.
 */
export function ContractContents({
  headings,
  onJump,
}: {
  headings: string[];
  onJump: (index: number) => void;
}) {
  const { t } = useTranslation();
  if (headings.length < 2) return null;
  return (
    <details className={classes.contents}>
      <summary className={classes.contentsSummary}>{t('signing.contents')}</summary>
      <ol className={classes.contentsList}>
        {headings.map((heading, index) => (
          <li key={`${index}-${heading}`}>
            <button type="button" className={classes.contentsLink} onClick={() => onJump(index)}>
              {heading}
            </button>
          </li>
        ))}
      </ol>
    </details>
  );
}
