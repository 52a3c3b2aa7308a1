/**
 * Social connect (spec section 2): opening a network's login page in a popup marks it "Connected" on this
 * page only. No server call is made and nothing is stored.
 */
import { AtSign, Briefcase, Camera, Check, MessageCircle, Users } from "lucide-react";
import { useState } from "react";
import { useDocumentTitle } from "@web/app/use-document-title";

const NETWORKS = [
  { id: "professional", name: "Professional network (LinkedIn)", url: "https://www.linkedin.com/login", Icon: Briefcase },
  { id: "short-post", name: "Short-post network (X)", url: "https://x.com/i/flow/login", Icon: MessageCircle },
  { id: "photo", name: "Photo network (Instagram)", url: "https://www.instagram.com/accounts/login/", Icon: Camera },
  { id: "friends", name: "Friends network (Facebook)", url: "https://www.facebook.com/login/", Icon: Users },
  { id: "decentralised", name: "Decentralised network (Mastodon)", url: "https://joinmastodon.org/servers", Icon: AtSign },
] as const;

const SAMPLE_POSTS = [
  "Just compared Portugal and Spain for my move abroad: the score breakdown showed me exactly why one fits better. #MovingAbroad",
  "Thinking about retiring overseas? I found a free assessment that explains each factor with its sources. #ExpatLife",
];

export default function SocialLoginPage() {
  const [connected, setConnected] = useState<Set<string>>(new Set());
  useDocumentTitle("Share your journey");
  const connect = (id: string, url: string) => {
    window.open(url, `connect-${id}`, "popup,width=600,height=700");
    setConnected((current) => new Set(current).add(id));
  };
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Share your journey</h1>
      <p className="mt-2 text-slate-600">
        Connect a network to share your plans. This opens the network's own sign-in page in a new window; we receive nothing.
      </p>
      <ul className="mt-6 space-y-3">
        {NETWORKS.map(({ id, name, url, Icon }) => {
          const isConnected = connected.has(id);
          return (
            <li key={id} className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <span className="flex items-center gap-3 font-medium"><Icon aria-hidden="true" className="h-5 w-5 text-brand-700" /> {name}</span>
              <button
                type="button"
                disabled={isConnected}
                onClick={() => connect(id, url)}
                className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:bg-emerald-100 disabled:text-emerald-900"
              >
                {isConnected ? (<span className="inline-flex items-center gap-1"><Check aria-hidden="true" className="h-4 w-4" /> Connected</span>) : `Connect ${name.split(" (")[0]}`}
              </button>
            </li>
          );
        })}
      </ul>
      <h2 className="mt-10 text-2xl font-bold">Why share?</h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        <li>Friends and family can follow your plans and ask questions.</li>
        <li>People who already live abroad often reply with practical tips.</li>
        <li>Sharing your shortlist helps you talk it through before you decide.</li>
      </ul>
      <h2 className="mt-10 text-2xl font-bold">Sample posts</h2>
      <ul className="mt-3 space-y-3">
        {SAMPLE_POSTS.map((post) => (
          <li key={post} className="rounded-xl bg-slate-100 p-4 text-slate-800">{post}</li>
        ))}
      </ul>
    </section>
  );
}
