/** /chat, the home: hero, prompt box, example prompts, the signed-in grids and the showcase (core §2). */
import { PageTitle } from '@/components/layout/page-title';
import { ChatHome } from '@/features/chat-home/components/chat-home';

export default function ChatRoute() {
  return (
    <>
      <PageTitle />
      <ChatHome />
    </>
  );
}
