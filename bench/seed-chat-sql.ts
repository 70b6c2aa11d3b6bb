/**
 * The statements that generate the chat benchmark's messages around two signed-up people, a
 * buyer B and an artist A: B talks with `peers` generated artists, A with `peers` generated
 * buyers, and B with A. A quarter of the messages are B and A's conversation (deep history);
 * the rest spread evenly, about 37 to a conversation at any size, so only the number of
 * conversations and the depth of B–A grow with `messages`. About one message in 17 is unseen.
 */
export function chatSeedSql(input: { messages: number; buyerId: string; artistId: string }): string[] {
  const peers = Math.max(20, Math.round(input.messages / 100));
  const direct = Math.round(input.messages / 4);
  const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const [b, a] = [lit(input.buyerId), lit(input.artistId)];
  const series = `from generate_series(1, ${peers}) g`;
  return [
    `insert into users (id, name, email, email_verified) select 'bench-chat-' || r || '-' || g, 'Chat ' || r || ' ' || g, 'bench-chat-' || r || '-' || g || '@example.com', true
      ${series}, (values ('artist'), ('buyer')) v(r)`,
    `insert into profiles (id, username, role, display_name) select 'bench-chat-' || r || '-' || g, 'chat_' || r || g, r, initcap(r) || ' ' || g ${series}, (values ('artist'), ('buyer')) v(r)`,
    `insert into conversations (id, buyer_id, artist_id)
      select md5('bench-conv-0')::uuid, ${b}, ${a}
      union all select md5('bench-conv-' || g)::uuid, ${b}, 'bench-chat-artist-' || g ${series}
      union all select md5('bench-conv-' || (${peers} + g))::uuid, 'bench-chat-buyer-' || g, ${a} ${series}`,
    `insert into messages (conversation_id, sender_id, receiver_id, body, created_at, seen_at)
      select c.id, case when g % 2 = 0 then c.buyer_id else c.artist_id end, case when g % 2 = 0 then c.artist_id else c.buyer_id end,
        'Message ' || g || ' about the beat and its licence, price and delivery.',
        now() - (${input.messages} - g) * interval '1 second',
        case when g % 17 = 0 then null else now() end
      from generate_series(1, ${input.messages}) g
      join conversations c on c.id = md5('bench-conv-' || case when g <= ${direct} then 0 else 1 + g % ${2 * peers} end)::uuid`,
    `update conversations c set last_message_id = m.id, last_message_at = m.created_at, buyer_wrote_at = c.created_at
      from (select distinct on (conversation_id) conversation_id, id, created_at from messages order by conversation_id, created_at desc, id desc) m
      where m.conversation_id = c.id`,
  ];
}
