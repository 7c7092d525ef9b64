/**
 * A post to read, in a dialog: its category, date and reading time, picture, lead and body (the Markdown
 * subset rendered as text, never as HTML), the author, the save-for-later toggle and the next post.
 */
import { MarkdownPreview } from '@/components/sections/notes/markdown-preview';
import { PostMeta, SaveToggle, type PostActions } from '@/components/sections/blog/post-card';
import { PostIcon } from '@/components/sections/blog/post-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { BlogPost, BlogSchema } from '@/lib/blog';

export function PostBody({ post, schema }: { post: BlogPost; schema: BlogSchema }) {
  return (
    <div className="space-y-5">
      <div className="flex aspect-[21/9] items-center justify-center rounded-lg bg-gradient-to-br from-primary/25 via-primary/5 to-muted text-primary">
        <PostIcon name={post.icon} className="size-16" />
      </div>
      {post.body.length > 0 ? (
        <div className="text-lg text-foreground/90">
          <MarkdownPreview source={post.body.join('\n\n')} empty="" />
        </div>
      ) : null}
      <p className="border-t pt-4 text-sm text-muted-foreground">{schema.author.name}</p>
    </div>
  );
}

export function PostReader({
  posts,
  openId,
  schema,
  actions,
  onClose,
}: {
  /** The posts in list order: the next one follows the open one. */
  posts: readonly BlogPost[];
  openId: string | null;
  schema: BlogSchema;
  actions: PostActions;
  onClose: () => void;
}) {
  const { texts } = schema;
  const index = posts.findIndex((post) => post.id === openId);
  const open = posts[index];
  const next = posts.length > 1 && index >= 0 ? posts[(index + 1) % posts.length] : undefined;
  return (
    <Dialog open={open !== undefined} onOpenChange={(value) => (value ? null : onClose())}>
      {open ? (
        <DialogContent
          showCloseButton={false}
          className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
          {...(open.excerpt ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader>
            {open.category ? <Badge variant="secondary">{open.category}</Badge> : null}
            <DialogTitle className="text-2xl leading-tight sm:text-3xl">{open.title}</DialogTitle>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <PostMeta post={open} schema={schema} />
              <SaveToggle post={open} schema={schema} actions={actions} />
            </div>
            {open.excerpt ? (
              <DialogDescription className="text-start text-lg text-foreground">
                {open.excerpt}
              </DialogDescription>
            ) : null}
          </DialogHeader>
          <PostBody post={open} schema={schema} />
          <DialogFooter>
            {next && next.id !== open.id ? (
              <Button type="button" variant="outline" onClick={() => actions.onOpen(next.id)}>
                {texts.keepReading}: {next.title}
              </Button>
            ) : null}
            <Button type="button" onClick={onClose}>
              {texts.close}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
