export type ButtonVariant = 'solid' | 'outlined';
export type ButtonColor = 'blue' | 'red' | 'gray';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonStyle {
  /** Default "solid". */
  variant?: ButtonVariant;
  /** Default "blue", the product's button colour. */
  color?: ButtonColor;
  /** Default "medium". */
  size?: ButtonSize;
}

/** The class list shared by buttons and links styled as buttons. */
export function buttonClassName({ variant = 'solid', color = 'blue', size = 'medium' }: ButtonStyle = {}, extra?: string): string {
  return ['button', `button-${variant}`, `button-${color}`, size === 'medium' ? null : `button-${size}`, extra].filter(Boolean).join(' ');
}
