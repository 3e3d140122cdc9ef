// A Mantine Button that is a typed TanStack Router link (path, params and search checked against the routes).
import { Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type ButtonAnchorProps = ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps>;

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonAnchorProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
ButtonAnchor.displayName = 'ButtonAnchor';

const CreatedButtonLink = createLink(ButtonAnchor);

export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => <CreatedButtonLink {...props} />;
