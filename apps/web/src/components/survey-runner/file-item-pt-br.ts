import {
  Children,
  cloneElement,
  createElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { ReactElementFactory, SurveyFileItem } from 'survey-react-ui';
import { FILE_PREVIEW_ALT } from './survey-pt-br';

type THostProps = { children?: ReactNode; alt?: string };

/** The same tree with every <img>'s alt replaced (host elements only: components render their own). */
function withAlt(node: ReactNode, alt: string): ReactNode {
  if (!isValidElement<THostProps>(node) || typeof node.type !== 'string') return node;
  if (node.type === 'img') return cloneElement(node, { alt });
  const { children } = node.props;
  if (children === undefined) return node;
  return cloneElement(
    node as ReactElement<THostProps>,
    {},
    ...Children.toArray(children).map((child) => withAlt(child, alt)),
  );
}

/** survey-react-ui's file item, its image preview named in pt-BR after the file ('File preview' shipped). */
class FileItemPtBr extends SurveyFileItem {
  protected override renderElement() {
    const name: unknown = this.item?.name;
    return withAlt(
      super.renderElement(),
      FILE_PREVIEW_ALT(typeof name === 'string' ? name : undefined),
    ) as ReactElement | null;
  }
}

// As survey-react-ui registers its own (createElement: the props carry the item's key).
ReactElementFactory.Instance.registerElement('sv-file-item', (props) =>
  createElement(FileItemPtBr, props as ConstructorParameters<typeof FileItemPtBr>[0]),
);
