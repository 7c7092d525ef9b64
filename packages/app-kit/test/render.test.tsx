// Every kit component rendered on the server in a small composition an app would write. Radix renders
// portalled content (dialog, alert dialog, sheet, menu, context menu, popover, hover card, select and
// tooltip contents) and closed navigation menu panels only in a browser, so for those the trigger and
// its state are what can be checked here.
import { zodResolver } from '@hookform/resolvers/zod';
import { MailIcon } from 'lucide-react';
import type * as React from 'react';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { AspectRatio } from '@/components/ui/aspect-ratio';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import {
  Breadcrumb,
  BreadcrumbEllipsis,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuShortcut,
  ContextMenuTrigger,
} from '@/components/ui/context-menu';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { HoverCard, HoverCardContent, HoverCardTrigger } from '@/components/ui/hover-card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerStyle,
} from '@/components/ui/navigation-menu';
import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
} from '@/components/ui/pagination';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Progress } from '@/components/ui/progress';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { Slider } from '@/components/ui/slider';
import { Toaster } from '@/components/ui/sonner';
import { Switch } from '@/components/ui/switch';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { Toggle } from '@/components/ui/toggle';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

const render = (element: React.ReactElement) => renderToString(element);

describe('layout and display', () => {
  it('card with a header action, a badge and buttons', () => {
    const html = render(
      <Card className="w-96">
        <CardHeader>
          <CardTitle>Pro plan</CardTitle>
          <CardDescription>For growing teams</CardDescription>
          <CardAction>
            <Badge variant="secondary">Popular</Badge>
          </CardAction>
        </CardHeader>
        <CardContent>$29 a month</CardContent>
        <CardFooter className="gap-2">
          <Button>Subscribe</Button>
          <Button variant="outline" size="sm" asChild>
            <a href="/pricing">Compare plans</a>
          </Button>
        </CardFooter>
      </Card>,
    );

    for (const slot of [
      'card',
      'card-header',
      'card-title',
      'card-description',
      'card-action',
      'card-content',
      'card-footer',
    ]) {
      expect(html).toContain(`data-slot="${slot}"`);
    }
    expect(html).toContain('w-96');
    expect(html).toMatch(/<span data-slot="badge" class="[^"]*bg-secondary[^"]*">Popular<\/span>/);
    expect(html).toMatch(/<button data-slot="button"[^>]*class="[^"]*bg-primary[^"]*">Subscribe<\/button>/);
    // asChild: the link is the button, with the button's classes and no <button> around it.
    const link = /<a [^>]*>Compare plans<\/a>/.exec(html)?.[0] ?? '';
    expect(link).toContain('href="/pricing"');
    expect(link).toContain('data-slot="button" data-variant="outline" data-size="sm"');
    expect(link).toMatch(/class="[^"]*\bh-8\b/);
  });

  it('buttonVariants gives the classes of a variant, and a className wins over them', () => {
    expect(buttonVariants({ variant: 'ghost', size: 'icon' }).split(' ')).toContain('size-9');

    const html = render(
      <Button variant="destructive" className="bg-red-700">
        Delete
      </Button>,
    );
    const classes = /class="([^"]*)"/.exec(html)?.[1]?.split(' ');
    expect(classes).toContain('bg-red-700');
    expect(classes).not.toContain('bg-destructive');
  });

  it('alert with an icon, a title and a description', () => {
    const html = render(
      <Alert variant="destructive">
        <MailIcon />
        <AlertTitle>Could not send</AlertTitle>
        <AlertDescription>The mail server did not answer.</AlertDescription>
      </Alert>,
    );

    expect(html).toContain('role="alert"');
    expect(html).toContain('text-destructive');
    expect(html).toContain('Could not send');
    expect(html).toContain('data-slot="alert-description"');
  });

  it('avatar shows its fallback until the image has loaded', () => {
    const html = render(
      <Avatar>
        <AvatarImage src="/ada.png" alt="Ada Lovelace" />
        <AvatarFallback>AL</AvatarFallback>
      </Avatar>,
    );

    expect(html).toContain('data-slot="avatar"');
    expect(html).toMatch(/data-slot="avatar-fallback"[^>]*>AL</);
    expect(html).not.toContain('<img');
  });

  it('table with header, rows, footer and caption', () => {
    const invoices = [
      { id: 'INV001', status: 'Paid', amount: '$250.00' },
      { id: 'INV002', status: 'Pending', amount: '$150.00' },
    ];
    const html = render(
      <Table>
        <TableCaption>Recent invoices</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Invoice</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell>{invoice.id}</TableCell>
              <TableCell>{invoice.status}</TableCell>
              <TableCell className="text-right">{invoice.amount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2}>Total</TableCell>
            <TableCell className="text-right">$400.00</TableCell>
          </TableRow>
        </TableFooter>
      </Table>,
    );

    expect(html).toMatch(/^<div data-slot="table-container"[^>]*><table data-slot="table"/);
    expect(html).toContain('<caption data-slot="table-caption"');
    expect(html.match(/<tr data-slot="table-row"/g)).toHaveLength(4);
    expect(html).toMatch(/<th data-slot="table-head" class="[^"]*text-right[^"]*">Amount<\/th>/);
    expect(html).toContain('INV002');
    expect(html).toMatch(/<td data-slot="table-cell"[^>]*colSpan="2"[^>]*>Total<\/td>/i);
  });

  it('tabs show the active panel only', () => {
    const html = render(
      <Tabs defaultValue="account" className="w-80">
        <TabsList>
          <TabsTrigger value="account">Account</TabsTrigger>
          <TabsTrigger value="password">Password</TabsTrigger>
        </TabsList>
        <TabsContent value="account">Change your name here.</TabsContent>
        <TabsContent value="password">Change your password here.</TabsContent>
      </Tabs>,
    );

    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/aria-selected="true"[^>]*data-state="active"[^>]*>Account</);
    expect(html).toContain('Change your name here.');
    expect(html).not.toContain('Change your password here.');
  });

  it('accordion opens its default item', () => {
    const html = render(
      <Accordion type="single" collapsible defaultValue="shipping">
        <AccordionItem value="shipping">
          <AccordionTrigger>How long does shipping take?</AccordionTrigger>
          <AccordionContent>Three to five days.</AccordionContent>
        </AccordionItem>
        <AccordionItem value="returns">
          <AccordionTrigger>Can I return it?</AccordionTrigger>
          <AccordionContent>Within 30 days.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );

    expect(html).toMatch(/aria-expanded="true"[^>]*data-slot="accordion-trigger"/);
    expect(html).toContain('Three to five days.');
    expect(html).toContain('data-[state=open]:animate-accordion-down');
    expect(html).not.toContain('Within 30 days.');
  });

  it('collapsible shows its content only while open', () => {
    const html = render(
      <div>
        <Collapsible defaultOpen>
          <CollapsibleTrigger>Starred repositories</CollapsibleTrigger>
          <CollapsibleContent>@radix-ui/primitives</CollapsibleContent>
        </Collapsible>
        <Collapsible>
          <CollapsibleTrigger>Archived</CollapsibleTrigger>
          <CollapsibleContent>@radix-ui/colors</CollapsibleContent>
        </Collapsible>
      </div>,
    );

    expect(html).toMatch(/aria-expanded="true" data-state="open" data-slot="collapsible-trigger">Starred/);
    expect(html).toMatch(/data-state="open"[^>]*data-slot="collapsible-content">@radix-ui\/primitives</);
    expect(html).toMatch(
      /aria-expanded="false" data-state="closed" data-slot="collapsible-trigger">Archived/,
    );
    expect(html).not.toContain('@radix-ui/colors');
  });

  it('aspect ratio keeps its box at the ratio', () => {
    const html = render(
      <AspectRatio ratio={16 / 9} className="rounded-lg bg-muted">
        <img src="/cover.png" alt="Cover" className="size-full object-cover" />
      </AspectRatio>,
    );

    expect(html).toContain('padding-bottom:56.25%');
    expect(html).toMatch(/data-slot="aspect-ratio"[^>]*class="rounded-lg bg-muted"[^>]*><img/);
  });

  it('scroll area, separator, skeleton and progress', () => {
    const html = render(
      <div>
        <ScrollArea className="h-48 w-64 rounded-md border">
          <p>Release notes</p>
        </ScrollArea>
        <Separator orientation="vertical" />
        <Skeleton className="h-4 w-32" />
        <Progress value={40} />
      </div>,
    );

    expect(html).toMatch(/data-slot="scroll-area-viewport"[^>]*>.*Release notes/);
    expect(html).toMatch(/data-orientation="vertical"[^>]*data-slot="separator"/);
    expect(html).toMatch(/data-slot="skeleton" class="animate-pulse rounded-md bg-accent h-4 w-32"/);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="40"');
    expect(html).toContain('transform:translateX(-60%)');
  });
});

describe('navigation', () => {
  it('breadcrumb with links, an ellipsis and the current page', () => {
    const html = render(
      <Breadcrumb>
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink href="/">Home</BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbEllipsis />
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <a href="/components">Components</a>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator>/</BreadcrumbSeparator>
          <BreadcrumbItem>
            <BreadcrumbPage>Breadcrumb</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>,
    );

    expect(html).toMatch(
      /^<nav aria-label="breadcrumb" data-slot="breadcrumb"><ol data-slot="breadcrumb-list"/,
    );
    expect(html).toMatch(/<a data-slot="breadcrumb-link"[^>]*href="\/">Home<\/a>/);
    // asChild: the app's link takes the slot and the classes.
    expect(html).toMatch(
      /<a href="\/components" data-slot="breadcrumb-link" class="[^"]*hover:text-foreground/,
    );
    expect(html.match(/data-slot="breadcrumb-separator"/g)).toHaveLength(3);
    expect(html.match(/lucide-chevron-right/g)).toHaveLength(2);
    expect(html).toMatch(/aria-hidden="true" class="\[&amp;&gt;svg\]:size-3.5">\/<\/li>/);
    expect(html).toContain('<span class="sr-only">More</span>');
    expect(html).toMatch(/data-slot="breadcrumb-page" role="link" aria-disabled="true" aria-current="page"/);
  });

  it('pagination marks the active page and labels previous and next', () => {
    const html = render(
      <Pagination>
        <PaginationContent>
          <PaginationItem>
            <PaginationPrevious href="?page=1" />
          </PaginationItem>
          <PaginationItem>
            <PaginationLink href="?page=1">1</PaginationLink>
          </PaginationItem>
          <PaginationItem>
            <PaginationLink href="?page=2" isActive>
              2
            </PaginationLink>
          </PaginationItem>
          <PaginationItem>
            <PaginationEllipsis />
          </PaginationItem>
          <PaginationItem>
            <PaginationNext href="?page=3">Onward</PaginationNext>
          </PaginationItem>
        </PaginationContent>
      </Pagination>,
    );

    expect(html).toMatch(/^<nav role="navigation" aria-label="pagination" data-slot="pagination"/);
    expect(html.match(/<li data-slot="pagination-item">/g)).toHaveLength(5);
    const active = /<a aria-current="page"[^>]*>2<\/a>/.exec(html)?.[0] ?? '';
    expect(active).toContain('data-active="true"');
    expect(active).toMatch(/class="[^"]*\bborder bg-background\b[^"]*\bsize-9\b/);
    expect(html).toMatch(
      /<a data-slot="pagination-link" class="[^"]*hover:bg-accent[^"]*size-9" href="\?page=1">1</,
    );
    expect(html).toMatch(
      /aria-label="Go to previous page" href="\?page=1">.*<span class="hidden sm:block">Previous</,
    );
    expect(html).toMatch(
      /aria-label="Go to next page" href="\?page=3"><span class="hidden sm:block">Onward</,
    );
    expect(html).toContain('<span class="sr-only">More pages</span>');
  });

  it('navigation menu renders its triggers and links, with the panels closed', () => {
    const html = render(
      <NavigationMenu>
        <NavigationMenuList>
          <NavigationMenuItem>
            <NavigationMenuTrigger>Getting started</NavigationMenuTrigger>
            <NavigationMenuContent>
              <NavigationMenuLink href="/docs/installation">Installation</NavigationMenuLink>
            </NavigationMenuContent>
          </NavigationMenuItem>
          <NavigationMenuItem>
            <NavigationMenuLink asChild className={navigationMenuTriggerStyle()}>
              <a href="/docs">Docs</a>
            </NavigationMenuLink>
          </NavigationMenuItem>
        </NavigationMenuList>
      </NavigationMenu>,
    );

    expect(html).toMatch(/^<nav aria-label="Main"[^>]*data-slot="navigation-menu" data-viewport="true"/);
    expect(html).toMatch(
      /data-state="closed" aria-expanded="false" data-slot="navigation-menu-trigger"[^>]*>Getting started/,
    );
    expect(html).toContain('group-data-[state=open]:rotate-180');
    expect(html).toMatch(
      /<a href="\/docs" data-slot="navigation-menu-link" class="[^"]*\bh-9\b[^"]*"[^>]*>Docs<\/a>/,
    );
    expect(html).not.toContain('Installation');
    // The viewport's wrapper is there for the open panel to render into.
    expect(html).toContain('<div class="absolute top-full left-0 isolate z-50 flex justify-center">');
  });
});

describe('inputs', () => {
  it('labelled text inputs', () => {
    const html = render(
      <div className="grid gap-2">
        <Label htmlFor="email">Email</Label>
        <Input id="email" type="email" placeholder="you@example.com" aria-invalid />
        <Textarea placeholder="Your message" rows={3} />
      </div>,
    );

    expect(html).toMatch(/<label data-slot="label"[^>]*for="email">Email<\/label>/);
    expect(html).toMatch(/<input type="email" data-slot="input"[^>]*id="email"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<textarea data-slot="textarea"[^>]*placeholder="Your message"/);
  });

  it('checkbox, switch, toggle, radio group and slider with their state', () => {
    const html = render(
      <form>
        <Checkbox id="terms" defaultChecked />
        <Switch id="airplane" defaultChecked />
        <Toggle aria-label="Bold" defaultPressed variant="outline">
          B
        </Toggle>
        <RadioGroup defaultValue="comfortable">
          <RadioGroupItem value="default" id="r1" />
          <RadioGroupItem value="comfortable" id="r2" />
        </RadioGroup>
        <Slider defaultValue={[33]} max={100} step={1} />
      </form>,
    );

    expect(html).toMatch(/role="checkbox" aria-checked="true" data-state="checked"[^>]*data-slot="checkbox"/);
    expect(html).toContain('data-slot="checkbox-indicator"');
    expect(html).toMatch(/role="switch" aria-checked="true" data-state="checked"[^>]*data-slot="switch"/);
    expect(html).toMatch(/aria-pressed="true" data-state="on"[^>]*data-slot="toggle"/);
    expect(html).toContain('role="radiogroup"');
    expect(html).toMatch(
      /aria-checked="true" data-state="checked" value="comfortable"[^>]*data-slot="radio-group-item"/,
    );
    expect(html).toContain('data-slot="slider-range"');
    expect(html.match(/data-slot="slider-thumb"/g)).toHaveLength(1);
  });

  it('toggle group passes its variant to its items and checks the selected one', () => {
    const html = render(
      <ToggleGroup type="single" defaultValue="center" variant="outline" size="sm">
        <ToggleGroupItem value="left" aria-label="Align left">
          L
        </ToggleGroupItem>
        <ToggleGroupItem value="center" aria-label="Align center">
          C
        </ToggleGroupItem>
        <ToggleGroupItem value="right" aria-label="Align right">
          R
        </ToggleGroupItem>
      </ToggleGroup>,
    );

    expect(html).toMatch(
      /role="radiogroup" data-slot="toggle-group" data-variant="outline" data-size="sm" data-spacing="0"/,
    );
    expect(html.match(/data-slot="toggle-group-item" data-variant="outline" data-size="sm"/g)).toHaveLength(
      3,
    );
    expect(html).toMatch(/data-state="on" role="radio" aria-checked="true"[^>]*aria-label="Align center"/);
    expect(html).toContain('border border-input');
    expect(html).toContain('data-[spacing=0]:first:rounded-l-md');
  });

  it('toggle group with spacing keeps its items apart', () => {
    const html = render(
      <ToggleGroup type="multiple" spacing={2} defaultValue={['bold']}>
        <ToggleGroupItem value="bold">B</ToggleGroupItem>
        <ToggleGroupItem value="italic">I</ToggleGroupItem>
      </ToggleGroup>,
    );

    expect(html).toMatch(/data-spacing="2" style="[^"]*--gap:2"/);
    expect(html).toMatch(/aria-pressed="true" data-state="on"[^>]*data-slot="toggle-group-item"[^>]*>B</);
  });

  it('select shows its trigger with the placeholder', () => {
    const html = render(
      <Select>
        <SelectTrigger className="w-44">
          <SelectValue placeholder="Pick a fruit" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="apple">Apple</SelectItem>
          <SelectItem value="banana">Banana</SelectItem>
        </SelectContent>
      </Select>,
    );

    expect(html).toMatch(
      /role="combobox" aria-expanded="false"[^>]*data-slot="select-trigger" data-size="default"/,
    );
    expect(html).toMatch(/data-slot="select-value"[^>]*>Pick a fruit</);
    expect(html).toContain('w-44');
  });

  const profileSchema = z.object({
    username: z.string().min(2, 'At least 2 characters'),
    email: z.email('Enter an e-mail address'),
  });
  type Profile = z.infer<typeof profileSchema>;

  function ProfileForm({
    errors,
  }: {
    errors?: Partial<Record<keyof Profile, { type: string; message: string }>>;
  }) {
    const form = useForm({
      resolver: zodResolver(profileSchema),
      defaultValues: { username: 'ada', email: '' },
      errors,
    });
    return (
      <Form {...form}>
        <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)} className="space-y-6">
          <FormField
            control={form.control}
            name="username"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Username</FormLabel>
                <FormControl>
                  <Input placeholder="shadcn" {...field} />
                </FormControl>
                <FormDescription>Your public display name.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input type="email" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit">Save</Button>
        </form>
      </Form>
    );
  }

  it('form ties labels, controls, descriptions and messages together', () => {
    const html = render(<ProfileForm />);

    const id = /<label data-slot="form-label"[^>]*data-error="false" for="([^"]+)">Username</.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(html).toMatch(
      new RegExp(
        `<input[^>]*data-slot="form-control"[^>]*id="${id}" aria-describedby="${id}-description" aria-invalid="false" name="username" value="ada"`,
      ),
    );
    expect(html).toContain(`<p data-slot="form-description" id="${id}-description"`);
    expect(html).not.toContain('data-slot="form-message"');
  });

  it('form shows a field error in its message and marks the control invalid', () => {
    const html = render(
      <ProfileForm errors={{ email: { type: 'server', message: 'This e-mail is taken' } }} />,
    );

    expect(html).toMatch(/data-error="true" for="[^"]+">Email</);
    expect(html).toMatch(/<input[^>]*aria-invalid="true" name="email"/);
    expect(html).toMatch(/<p data-slot="form-message"[^>]*>This e-mail is taken<\/p>/);
  });

  it('zod resolver rejects what the schema rejects', async () => {
    const result = await zodResolver(profileSchema)({ username: 'a', email: 'nope' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

    expect(result.errors.username?.message).toBe('At least 2 characters');
    expect(result.errors.email?.message).toBe('Enter an e-mail address');
  });
});

describe('overlays', () => {
  it('dialog open by default marks its trigger open', () => {
    const html = render(
      <Dialog defaultOpen>
        <DialogTrigger asChild>
          <Button variant="outline">Edit profile</Button>
        </DialogTrigger>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Edit profile</DialogTitle>
            <DialogDescription>Make changes to your profile.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>,
    );

    expect(html).toMatch(
      /<button data-slot="dialog-trigger"[^>]*aria-haspopup="dialog" aria-expanded="true"[^>]*data-state="open"/,
    );
    // asChild merges the trigger into the kit's Button: its slot, the button's look.
    expect(html).toMatch(/data-slot="dialog-trigger" data-variant="outline" class="[^"]*bg-background/);
    // The content lives in a portal, which only a browser renders.
    expect(html).not.toContain('Make changes to your profile.');
  });

  it('dialog header and footer lay out their children', () => {
    const html = render(
      <div>
        <DialogHeader>Title</DialogHeader>
        <DialogFooter>Buttons</DialogFooter>
      </div>,
    );

    expect(html).toMatch(
      /data-slot="dialog-header" class="flex flex-col gap-2 text-center sm:text-left">Title/,
    );
    expect(html).toMatch(/data-slot="dialog-footer" class="[^"]*sm:justify-end">Buttons/);
  });

  it('alert dialog open by default marks its trigger open', () => {
    const html = render(
      <AlertDialog defaultOpen>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Delete account</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Are you absolutely sure?</AlertDialogTitle>
            <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction>Continue</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>,
    );

    expect(html).toMatch(
      /<button data-slot="alert-dialog-trigger" data-variant="destructive"[^>]*aria-haspopup="dialog" aria-expanded="true"[^>]*data-state="open"/,
    );
    expect(html).not.toContain('This cannot be undone.');
  });

  it('alert dialog header and footer lay out their children', () => {
    const html = render(
      <div>
        <AlertDialogHeader>Title</AlertDialogHeader>
        <AlertDialogFooter>Buttons</AlertDialogFooter>
      </div>,
    );

    expect(html).toMatch(
      /data-slot="alert-dialog-header" class="flex flex-col gap-2 text-center sm:text-left">Title/,
    );
    expect(html).toMatch(/data-slot="alert-dialog-footer" class="[^"]*sm:justify-end">Buttons/);
  });

  it('hover card and context menu render their triggers', () => {
    const html = render(
      <div>
        <HoverCard>
          <HoverCardTrigger asChild>
            <Button variant="link">@nextjs</Button>
          </HoverCardTrigger>
          <HoverCardContent className="w-80">The React framework.</HoverCardContent>
        </HoverCard>
        <ContextMenu>
          <ContextMenuTrigger className="flex h-36 w-72 items-center justify-center rounded-md border border-dashed">
            Right click here
          </ContextMenuTrigger>
          <ContextMenuContent className="w-52">
            <ContextMenuItem inset>
              Back <ContextMenuShortcut>⌘[</ContextMenuShortcut>
            </ContextMenuItem>
          </ContextMenuContent>
        </ContextMenu>
      </div>,
    );

    expect(html).toMatch(
      /<button data-slot="hover-card-trigger" data-variant="link"[^>]*data-state="closed">@nextjs</,
    );
    expect(html).toMatch(/<span data-state="closed" data-slot="context-menu-trigger"[^>]*class="flex h-36/);
    expect(html).toContain('Right click here');
    expect(html).not.toContain('The React framework.');
    expect(html).not.toContain('data-slot="context-menu-item"');
  });

  it('sheet, dropdown menu, popover and tooltip render their triggers', () => {
    const html = render(
      <TooltipProvider>
        <Sheet>
          <SheetTrigger>Open menu</SheetTrigger>
          <SheetContent side="left">
            <SheetTitle>Navigation</SheetTitle>
          </SheetContent>
        </Sheet>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost">Account</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>My account</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive">
              Log out <DropdownMenuShortcut>⇧⌘Q</DropdownMenuShortcut>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Popover>
          <PopoverTrigger>Filters</PopoverTrigger>
          <PopoverContent>Filter form</PopoverContent>
        </Popover>
        <Tooltip>
          <TooltipTrigger>Help</TooltipTrigger>
          <TooltipContent>Opens the docs</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );

    expect(html).toMatch(/data-slot="sheet-trigger"[^>]*>Open menu</);
    expect(html).toMatch(
      /data-slot="dropdown-menu-trigger" data-variant="ghost"[^>]*aria-haspopup="menu" aria-expanded="false" data-state="closed">Account</,
    );
    expect(html).toMatch(
      /aria-haspopup="dialog" aria-expanded="false"[^>]*data-state="closed" data-slot="popover-trigger">Filters</,
    );
    expect(html).toMatch(/data-state="closed" data-slot="tooltip-trigger">Help</);
  });

  it("toaster renders sonner's notification region", () => {
    const html = render(<Toaster position="top-center" />);

    expect(html).toContain('<section aria-label="Notifications');
  });
});
