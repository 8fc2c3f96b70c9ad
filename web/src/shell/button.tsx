import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonStyle } from './button-class.ts';
import './button.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle;

/** A button in the product's style: solid blue unless told otherwise. Type defaults to "button", not "submit". */
export function Button({ variant, color, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, color, size }, className)} {...rest} />;
}

/** A router link that looks like a button, for navigation actions ("Return Home", "Sign Up"). */
export function ButtonLink({ variant, color, size, className, ...rest }: LinkProps & ButtonStyle) {
  return <Link className={buttonClassName({ variant, color, size }, className)} {...rest} />;
}
