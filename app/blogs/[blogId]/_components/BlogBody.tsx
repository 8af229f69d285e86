import { Fragment } from 'react';
import type { Block, Inline } from '@/lib/blog/markdown';
import styles from './BlogArticle.module.css';

function InlineText({ inlines }: { inlines: Inline[] }) {
  return inlines.map((piece, index) => {
    switch (piece.kind) {
      case 'strong':
        return <strong key={index}>{piece.text}</strong>;
      case 'em':
        return <em key={index}>{piece.text}</em>;
      case 'code':
        return <code key={index}>{piece.text}</code>;
      case 'link':
        return piece.external ? (
          <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer">
            {piece.text}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <a key={index} href={piece.href}>
            {piece.text}
          </a>
        );
      default:
        return <Fragment key={index}>{piece.text}</Fragment>;
    }
  });
}

/** A post's blocks (lib/blog/markdown.ts) as elements: every piece of server text is text. */
export function BlogBody({ blocks }: { blocks: Block[] }) {
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          const Heading = `h${block.level}` as const;
          return (
            <Heading key={index} id={block.id} className={styles.heading}>
              {block.text}
            </Heading>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={index} className={styles.list}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <InlineText inlines={item} />
                </li>
              ))}
            </List>
          );
        }
        if (block.kind === 'quote') {
          return (
            <blockquote key={index} className={styles.quote}>
              <p>
                <InlineText inlines={block.inlines} />
              </p>
            </blockquote>
          );
        }
        return (
          <p key={index}>
            <InlineText inlines={block.inlines} />
          </p>
        );
      })}
    </div>
  );
}
