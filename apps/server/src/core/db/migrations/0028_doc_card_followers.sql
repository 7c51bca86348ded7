-- Cards a board member follows (spec point 3's card `subscribed`): others' comments and files on the card
-- are told to the follower (socket event doc:followed-activity to their user room).
CREATE TABLE doc_card_followers (
  card_id uuid NOT NULL REFERENCES doc_cards (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  doc_id uuid NOT NULL REFERENCES docs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (card_id, user_id)
)
-- statement
CREATE INDEX doc_card_followers_user ON doc_card_followers (user_id, doc_id)
