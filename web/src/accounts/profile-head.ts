import type { PageHeadProps } from '../shell/head-tags.ts';

/** The head of a profile page: the same in the browser and in the HTML the web server sends. */
export function profileHead(user: { userName: string; name: string; image: string }): PageHeadProps {
  return {
    title: `${user.name} (@${user.userName})`,
    description: `${user.name}'s tabletop games on Tablecraft.`,
    image: user.image || undefined,
    type: 'profile',
  };
}
