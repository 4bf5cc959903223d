// Types of every path, operation and schema of the spec.
// Generated from @msg-gateway/openapi/evolution-2.4.0/openapi.json: "Evolution API 2.4.0 as its release candidate describes it (gateway profile)", info.version 2.4.0.
// Do not edit by hand: run `npm run generate -w @msg-gateway/client`.

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get service information
         * @description Reads the service information document: state, version (2.1.1) and the URLs of the
         *     documentation, the interactive API description and the manager.
         *
         *     The names of the two URL fields (`swagger`, `manager`) are not in the interface document;
         *     they come from the Evolution API 2.1.1 documentation. The contract requires the `apikey` header
         *     here as on every operation; a real 2.1.1 gateway answers without it and omits `swagger`
         *     (see the evolution-2.1.1 profile).
         */
        get: operations["getInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendList/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a list message
         * @description Sends a list message to a recipient through the instance. Answers 201 with the sent-message
         *     record carrying the `messageContextInfo` and `pollCreationMessage` content members.
         *
         *     Evolution API 2.1.1 deviates here (see the evolution-2.1.1 profile): it names the sections field `sections`
         *     instead of `values`, does not require `description`, and on its default Baileys channel answers
         *     400 "Method not available on WhatsApp Baileys" instead of sending. The 400, 401 and 404 answers
         *     are not in the interface document; they are the gateway's.
         *
         *     Not connected: on 2.1.1 the connection decides nothing here (no `x-disconnected`): the Baileys
         *     channel refuses every valid list before it touches the account, in every connection state.
         */
        post: operations["sendList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendLocation/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a location message
         * @description Sends a location to a recipient through the instance. Answers 201 with the sent-message record
         *     carrying `locationMessage`.
         *
         *     The interface document does not show which body fields are required; all five content fields are
         *     required by Evolution API 2.1.1. A real 2.1.1 gateway returns `messageTimestamp` as an integer and
         *     omits `status` (see the evolution-2.1.1 profile).
         */
        post: operations["sendLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendSticker/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a sticker
         * @description Sends a sticker (an image URL or raw base64 content, converted to WebP by the gateway) to a
         *     recipient through the instance. Answers 200.
         *
         *     The interface document does not show the response body nor which fields are required; the
         *     sent-message record with `stickerMessage`, and the required `number` and `sticker`, come from
         *     Evolution API 2.1.1. A real 2.1.1 gateway answers 201 instead of 200 (see the evolution-2.1.1 profile).
         */
        post: operations["sendSticker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendContact/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send contact cards
         * @description Sends one or more contact cards to a recipient through the instance. Answers 201 with the
         *     sent-message record carrying `contactMessage`.
         *
         *     The interface document does not show which fields are required; `number`, `contact` and, per
         *     contact, `fullName` and `phoneNumber` are required by Evolution API 2.1.1. With two or more
         *     contacts a real 2.1.1 gateway answers with `contactsArrayMessage` instead (see the evolution-2.1.1 profile).
         */
        post: operations["sendContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/markMessageAsRead/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark messages as read
         * @description Marks the given messages of a chat as read. Answers 201 with `{message, read}`.
         *
         *     The interface document does not state the status code; 201 is what Evolution API 2.1.1 answers.
         */
        post: operations["markMessageAsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/getBase64FromMediaMessage/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the base64 of a media message
         * @description Returns the media of a stored message (image, document, audio, video or sticker) as base64.
         *     `convertToMp4` re-encodes an audio message to MP4.
         *
         *     The interface document does not show the response body or status; the 201 answer and its fields
         *     come from Evolution API 2.1.1, which also answers every failure (for example "Message not found")
         *     with 400.
         *
         *     Not connected: on 2.1.1 the stored message decides the answer, not the connection (no
         *     `x-disconnected`): an id the gateway has not stored is 400 "Message not found" in every
         *     connection state. Only a stored media message of an instance that never connected fails
         *     differently, with 400 ["TypeError: Cannot read properties of undefined (reading
         *     'updateMediaMessage')"] (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts,
         *     getBase64FromMediaMessage).
         */
        post: operations["getBase64FromMediaMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/updateProfilePicture/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the profile picture
         * @description Sets the profile picture of the account from an http(s) URL or raw base64 image content.
         *
         *     The interface document does not show the format of `picture` nor the response; the URL-or-base64
         *     format and the 200 `{update: "success"}` answer come from Evolution API 2.1.1. Changes the account:
         *     contract runs call it only with `--allow-writes`.
         */
        post: operations["updateProfilePicture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/updatePrivacySettings/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the privacy settings
         * @description Sets the six privacy settings of the account.
         *
         *     The interface document gives the allowed values of the six properties but not their names nor the
         *     response; the names (`readreceipts`, `profile`, `status`, `online`, `last`, `groupadd`) and the 201
         *     answer echoing the settings come from Evolution API 2.1.1, which also accepts `none` for
         *     `groupadd` (see the evolution-2.1.1 profile).
         */
        post: operations["updatePrivacySettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/fetchPrivacySettings/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Fetch the privacy settings
         * @description Reads the six privacy settings of the account.
         *
         *     The interface document does not show the response; the six properties come from Evolution API
         *     2.1.1. A 2.1.1 gateway may report `groupadd: none`, outside the contract's values (see the evolution-2.1.1
         *     profile).
         */
        get: operations["fetchPrivacySettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/findChats/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find chats
         * @description Lists the chats of the instance that have at least one stored message, newest first. The request
         *     has no body.
         *
         *     The interface document does not show the chat record; its fields come from Evolution API 2.1.1,
         *     which also accepts an optional `{where: {remoteJid}}` filter body that this contract does not
         *     include.
         */
        post: operations["findChats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance/setPresence/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the presence
         * @description Sets the account-wide presence of the instance.
         *
         *     The interface document does not show the body nor the success response; the `presence` field, its
         *     five values and the 201 answer come from Evolution API 2.1.1. The 404 for an unknown instance is
         *     the interface document's.
         *
         *     Not connected (`x-disconnected`): the recorded `closed` text is for `available` (and
         *     `unavailable`); for `composing`, `recording` and `paused` the WhatsApp library reads the account's
         *     `id` instead, so a connecting or logged-out instance that was never paired answers `(reading
         *     'id')` (Baileys@v6.7.7:src/Socket/chats.ts, sendPresenceUpdate).
         */
        post: operations["setPresence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance/connect/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Connect an instance
         * @description Starts connecting the instance and returns the pairing result: a pairing code for the phone
         *     number given in `number`, the QR content and a counter.
         *
         *     The name of the query parameter (`number`) is not in the interface document; it comes from
         *     Evolution API 2.1.1, which also returns the QR as `base64`, answers after about 2 s, and may omit
         *     `pairingCode` and `code` (see the evolution-2.1.1 profile).
         */
        get: operations["connectInstance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance/connectionState/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Read the connection state
         * @description Reads the connection state of the instance (`open`, `connecting` or `close`).
         *
         *     The interface document shows only `open`; `connecting` and `close` come from Evolution API 2.1.1.
         */
        get: operations["connectionState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance/logout/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Log out an instance
         * @description Logs the instance out of WhatsApp; the instance itself is kept. An instance that is not
         *     connected (its state is close) is answered 200 "Instance was already disconnected" and
         *     nothing happens. Ends the session: contract runs call it only with `--allow-writes`.
         */
        delete: operations["logoutInstance"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance/restart/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restart an instance
         * @description Restarts the connection of the instance. Evolution API 2.1.1 serves this route as POST (a
         *     PUT is answered 404) and answers with the result of connect. A connecting instance is
         *     reconnected (answer `{count}`); a closed one (never connected, or logged out) is not
         *     restarted, and 2.1.1 answers 200 `{"error":true,"message":"[object Object]"}`.
         */
        post: operations["restartInstance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/updateParticipant/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update group members
         * @description Adds, removes, promotes or demotes members of the group given in `groupJid`. Answers 200.
         *
         *     The interface document does not name the query parameter, the action field nor the response body;
         *     `groupJid`, `action` (add, remove, promote, demote) and the per-member result come from Evolution
         *     API 2.1.1, which answers 201 instead of 200 (see the evolution-2.1.1 profile).
         */
        post: operations["updateParticipant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/updateGroupDescription/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the group description
         * @description Sets the description of the group given in `groupJid`.
         *
         *     The interface document does not show how the group is identified nor the response; the `groupJid`
         *     query parameter and the 201 `{update: "success"}` answer come from Evolution API 2.1.1.
         */
        post: operations["updateGroupDescription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/updateGroupSubject/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the group subject
         * @description Sets the subject (name) of the group given in `groupJid`.
         *
         *     The interface document does not show how the group is identified nor the response; the `groupJid`
         *     query parameter and the 201 `{update: "success"}` answer come from Evolution API 2.1.1.
         */
        post: operations["updateGroupSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/participants/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Fetch all group members
         * @description Lists the members of the group given in `groupJid`, with their administrator role.
         *
         *     The interface document does not show how the group is identified; the `groupJid` query parameter
         *     comes from Evolution API 2.1.1, which reports `admin: null` for ordinary members (see the evolution-2.1.1
         *     profile) and adds optional `name` and `imgUrl`.
         */
        get: operations["fetchGroupParticipants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/inviteInfo/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Find a group by invite code
         * @description Looks a group up by the invite code of its join link and returns its information.
         *
         *     The interface document shows neither the parameters nor the response; the `inviteCode` query
         *     parameter and the group information record come from Evolution API 2.1.1.
         */
        get: operations["findGroupInfoByInviteCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/find/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Find the webhook configuration
         * @description Reads the webhook configuration of the instance: whether it is enabled, its URL and the event
         *     kinds it is subscribed to.
         *
         *     A real 2.1.1 gateway answers the JSON literal `null` when no webhook is configured (see the evolution-2.1.1
         *     profile) and adds the stored row's other fields.
         */
        get: operations["findWebhook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/archiveChat/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive or unarchive a chat
         * @description Archives the chat (or unarchives it with `archive: false`) on the account and answers 201.
         *     Every failure (no stored message for `chat`, an incomplete key, the account) is answered
         *     500 with `response.message` one object: `archived: false` and the failure.
         *
         *     Not connected: see `x-disconnected`. A connecting or logged-out account that was never
         *     paired has no app-state key, hence "App state key not present!"; one that was paired and is
         *     reconnecting fails with "Connection Closed" instead. Undo: the same request with the
         *     opposite `archive`.
         */
        post: operations["archiveChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/deleteMessageForEveryone/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a message for everyone
         * @description Revokes the message for everyone in the chat (a DELETE that takes a JSON body) and answers
         *     201 with the revoke message as the WhatsApp library built it. Failures are answered 500.
         *
         *     Irreversible: the recipients see "This message was deleted" and the message cannot be
         *     restored, so a tool must never run this by itself.
         *
         *     Not connected: see `x-disconnected`.
         */
        delete: operations["deleteMessageForEveryone"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/findContacts/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find stored contacts
         * @description Answers the contacts the gateway has stored for the instance (all of them, unless
         *     `where.remoteJid` picks one), from its database: it works whatever the connection state,
         *     and knows only the contacts WhatsApp sent while the instance was connected.
         */
        post: operations["findContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/findMessages/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find stored messages
         * @description Answers one page of the messages the gateway has stored for the instance, newest first,
         *     with the total. It reads the database only: it works whatever the connection state, and
         *     knows the messages the gateway saw while connected.
         */
        post: operations["findMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/findStatusMessage/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find stored message statuses
         * @description Answers the status updates the gateway stored for messages (one row per update), from its
         *     database: it works whatever the connection state.
         */
        post: operations["findStatusMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/markChatUnread/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a chat unread
         * @description Marks the chat unread on the account and answers 201. Every failure is answered 500 with
         *     `response.message` one object: `markedChatUnread: false` and the failure. Undo: mark the
         *     chat's messages read (markMessageAsRead).
         *
         *     Not connected: see `x-disconnected` (as archiveChat: "App state key not present!" for an
         *     account never paired, "Connection Closed" for one that was paired and is reconnecting).
         */
        post: operations["markChatUnread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/sendPresence/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show a presence in a chat
         * @description Shows the presence (e.g. "typing…") to the recipient for `delay` milliseconds, then sends
         *     "paused", and only then answers 201: a request takes at least `delay`, which 2.1.1 does not
         *     limit. Every failure (a number not on WhatsApp included, as its lookup result) is answered
         *     400 with the error text.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["sendPresence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/updateBlockStatus/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block or unblock a number
         * @description Blocks (or unblocks) the number on the account and answers 201 `{block: "success"}`, also
         *     for an unblock. The number is checked on WhatsApp first; every failure, a number not on
         *     WhatsApp included (whose lookup result prints as "[object Object]"), is answered 500. Undo:
         *     the same request with the other `status`.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["updateBlockStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/updateMessage/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a sent message
         * @description Edits a text the account sent. 2.3.7 first looks the message up among the stored ones: a
         *     message it has not stored (or not a text) is refused with 400 ["Message not compatible"],
         *     whatever the connection; a stored one is edited through the socket and answered with the
         *     edit's send record. Not connected (a stored message): see `x-disconnected`.
         */
        post: operations["updateMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/whatsappNumbers/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check numbers on WhatsApp
         * @description Answers, for each number, whether it is on WhatsApp and under which JID. An empty body
         *     passes 2.1.1's validation and fails with 500 (`numbers` is needed in practice).
         *
         *     Not connected: see `x-disconnected` (the numbers a cache already knows are still sent to
         *     WhatsApp's lookup, which fails).
         */
        post: operations["whatsappNumbers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/acceptInviteCode/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Join a group by invite code
         * @description Joins the group of the invite code (a GET that changes state) and answers 200. Every
         *     failure is answered 404 "Accept invite error" with the error.
         *
         *     Irreversible: the members see the account join, and leaving is seen too, so a tool must
         *     never run this by itself; not safe to retry either.
         *
         *     Not connected: see `x-disconnected`.
         */
        get: operations["acceptInviteCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/create/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a group
         * @description Creates a group with the participants that are on WhatsApp (the others are dropped
         *     silently), sets its description, optionally makes everyone an admin, and answers 201 with
         *     the group's metadata. Every failure after validation is answered 500.
         *
         *     Irreversible: the participants are added to a new group and notified, so a tool must
         *     never run this by itself.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/fetchAllGroups/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * List the groups
         * @description Answers every group the account is in, with each group's picture URL (one lookup per
         *     group, so a long list is slow) and, with `getParticipants=true`, its members.
         *
         *     Not connected: see `x-disconnected` (a never-connected instance fails on an absent list,
         *     not on a socket member).
         */
        get: operations["fetchAllGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/inviteCode/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Fetch a group's invite code
         * @description Answers the group's current invite code and link (the account must administer the group).
         *     Every failure is answered 404 "No invite code" with the error.
         *
         *     Not connected: see `x-disconnected`.
         */
        get: operations["fetchInviteCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/findGroupInfos/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Find a group
         * @description Answers the group's summary (subject, description, owner, settings), its picture's URL and
         *     its members, as WhatsApp reports them. Every failure (a group the account is not in
         *     included) is answered 404 "Error fetching group" with the error.
         *
         *     Not connected: see `x-disconnected`.
         */
        get: operations["findGroupInfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/leaveGroup/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Leave a group
         * @description Makes the account leave the group and answers 200. Every failure is answered 400 "Unable to
         *     leave the group" with the error.
         *
         *     Irreversible: the members see the account leave, and it can only come back by invitation,
         *     so a tool must never run this by itself.
         *
         *     Not connected: see `x-disconnected`.
         */
        delete: operations["leaveGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/revokeInviteCode/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a group's invite code
         * @description Revokes the group's invite link, so that the old link stops working, and answers 201 with
         *     the new code. Every failure is answered 404 "Revoke error" with the error.
         *
         *     Irreversible: every link shared with the old code dies, so a tool must never run this by
         *     itself.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["revokeInviteCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/sendInvite/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a group invite
         * @description Reads the group's invite link, sends each number a text with `description` and the link,
         *     one after the other, and answers 200. Every failure, a number not on WhatsApp included, is
         *     answered 404 "No send invite" without a reason, possibly after some numbers got the
         *     invite already.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["sendGroupInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/toggleEphemeral/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a group's disappearing messages
         * @description Sets how long the group's new messages last (0 turns disappearing messages off) and answers
         *     201. Every failure is answered 400 "Error updating setting" with the error.
         *
         *     Irreversible: every change posts a notice all members see, which setting it back does not
         *     remove, so a tool must never run this by itself.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["toggleEphemeral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/updateGroupPicture/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the group picture
         * @description Sets the group's picture and answers 201. A URL is downloaded with `?timestamp=<ms>`
         *     appended, even to a URL that already has a query (so signed URLs such as S3's break). Every
         *     failure (a picture that is neither a URL nor base64, a download, the account) is answered
         *     500.
         *
         *     Irreversible: the members see that the picture changed, and the previous picture cannot be
         *     restored in its original form, so a tool must never run this by itself.
         *
         *     Not connected: see `x-disconnected` (after the picture was downloaded).
         */
        post: operations["updateGroupPicture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/updateSetting/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a group setting
         * @description Sets who may send messages (`announcement`, `not_announcement`) or edit the group's info
         *     (`locked`, `unlocked`) and answers 201 with `{}`: 2.1.1 answers `{updateSetting: <result>}`
         *     and the WhatsApp library's result is empty. Every failure is answered 400 "Error updating
         *     setting" with the error. findGroupInfos tells the current values (`announce`, `restrict`).
         *
         *     Irreversible: every change posts a notice all members see, which setting it back does not
         *     remove, so a tool must never run this by itself.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["updateGroupSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an instance
         * @description Creates an instance and answers 201 with it, its settings and its token (`hash`). Only the
         *     global API key creates instances (an instance token is refused with 401). The name is
         *     checked before the key: a name in use is answered 403 even with a wrong key or none, and so
         *     is the name of an instance deleted less than 1–2 s ago (deletion finishes in the background).
         *     A body without `instanceName` is "in use" too as soon as any instance exists: the lookup is
         *     `where: { name: undefined }`, which the database client reads as no filter, so `{}` is
         *     answered 403 `This name "undefined" is already in use.`, with or without a key (on a
         *     gateway without instances: 400 "Invalid integration" with the key, 401 without).
         *     See `x-security-notes`: without any key, the answer tells whether a name exists.
         *     With `qrcode: true` the instance starts connecting and the answer comes after about 5 s.
         *     Sends the `instance.create` webhook event (global webhook, or the create body's webhook).
         *
         *     Undo: deleteInstance.
         */
        post: operations["createInstance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance/delete/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an instance
         * @description Deletes the instance: an open (connected) one is logged out first, then removed with its
         *     stored data. The answer comes before the removal is done: for 1–3 s the name is still
         *     listed by fetchInstances and a create of the same name is 403 (then a second delete is 200,
         *     and later 404). Irreversible.
         */
        delete: operations["deleteInstance"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance/fetchInstances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List instances
         * @description Lists the stored instances with their integrations, settings and counts: with the global
         *     key all of them, with an instance's token every instance stored with that token; with
         *     `instanceName` or `instanceId` one. Rows carry credentials (`token`, a proxy password):
         *     never log an answer as it is.
         */
        get: operations["fetchInstances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/label/findLabels/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Find the labels
         * @description Answers the labels the gateway stored for the account (WhatsApp Business accounts have
         *     labels; WhatsApp sends them while the instance is connected). Reads the database, whatever
         *     the connection state.
         */
        get: operations["findLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/label/handleLabel/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a label to a chat, or remove it
         * @description Adds the label to the chat with the number (or removes it) and answers 200. The number is
         *     checked on WhatsApp first: one that is not there is answered 404 "Number is not on
         *     WhatsApp". A failure of the change itself is answered 400 `Unable to <action> label to
         *     chat` with the error. Undo: the same request with the other `action`.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["handleLabel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendButtons/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a button message
         * @description Sends buttons as a WhatsApp native-flow message and answers 201 with the send record. The
         *     body changed in 2.2.0 (each button has a `type`; `footer`, not `footerText`): a 2.1.1 body is
         *     refused with 400. Mixing reply buttons with others, more than 3 reply buttons, or a PIX
         *     button with any other is refused with 400.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["sendButtons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendMedia/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an image, video, document or audio file
         * @description Uploads the media (downloaded from `media` when it is a URL) to WhatsApp and sends it, then
         *     answers 201 with the send record. The upload comes before the number check; a failure while
         *     preparing or uploading the media is answered 500 with its text, a number that is not on
         *     WhatsApp 400 with the lookup result.
         *
         *     Not connected: see `x-disconnected` (the upload needs the socket: a never-connected
         *     instance fails on it, a connecting or logged-out one with "Connection Closed").
         */
        post: operations["sendMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendPoll/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a poll
         * @description Sends a poll and answers 201 with the send record. Votes arrive later as
         *     `messages.update` webhook events.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["sendPoll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendReaction/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * React to a message
         * @description Sends an emoji reaction to the message `key` identifies, in its chat (`key.remoteJid`), and
         *     answers 201 with the send record. The chat is checked on WhatsApp first, like any recipient.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["sendReaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendStatus/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a status
         * @description Posts a status (story) that the contacts in `statusJidList` see (sent in batches of 500),
         *     or every stored contact with `allContacts`, and answers 201 with the send record.
         *
         *     Irreversible: a status reaches every listed contact at once, so a tool must never run this
         *     by itself, even when it may send messages to one recipient.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["sendStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendTemplate/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a template message
         * @description Validates the body, then on the default WHATSAPP-BAILEYS channel fails every valid request
         *     with 500 "Method not available in the Baileys service" (a plain string: the error is not
         *     one of 2.1.1's own). Templates are a WHATSAPP-BUSINESS (Meta Cloud API) feature, which this
         *     profile does not describe.
         *
         *     Not connected: the connection decides nothing here (no `x-disconnected`).
         */
        post: operations["sendTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendText/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a text message
         * @description Sends a text to a recipient (a number, or a group JID) and answers 201 with the send
         *     record. 2.1.1 first checks the number on WhatsApp: a number that is not there is refused
         *     with 400 and the lookup result. With `delay`, "composing" is shown for that long and the
         *     answer waits for it. Failures after the lookup are answered 400 with the error text.
         *
         *     Not connected: see `x-disconnected`; a group recipient gets 500 "Cannot read properties of
         *     undefined (reading 'id')" instead, in every not-connected state (the group lookup's error
         *     is swallowed).
         */
        post: operations["sendText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendWhatsAppAudio/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a voice note
         * @description Sends an audio as a WhatsApp voice note ("recording" is shown during `delay`) and answers
         *     201 with the send record. The audio is downloaded and converted before the number check; a
         *     URL gets `?timestamp=<ms>` appended even when it already has a query, so signed URLs (for
         *     example S3's `X-Amz-Signature`) break. A failed conversion is answered 500.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["sendWhatsAppAudio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/fetchBusinessProfile/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetch a business profile
         * @description Answers the WhatsApp Business profile of `number`, or of the account itself without one.
         *     A number without a business profile is answered 200 `isBusiness: false` with its lookup.
         *     Failures are answered 500 under the (wrong) label "Error updating profile name".
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["fetchBusinessProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/fetchProfile/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetch a profile
         * @description Answers the profile of `number`, or the account's own without it. The number is checked on
         *     WhatsApp first: one that is not there is answered 400 with the lookup result. The account's
         *     own about text (which updateProfileStatus sets) is read by asking for the account's own
         *     number.
         *
         *     Not connected: see `x-disconnected` (for a request with `number`; without one, a
         *     never-connected instance fails with "Cannot read properties of undefined (reading
         *     'includes')" instead).
         */
        post: operations["fetchProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/fetchProfilePictureUrl/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetch a profile picture URL
         * @description Answers the URL of the number's profile picture. 2.1.1 swallows every error of the lookup
         *     and answers 200 with `profilePictureUrl: null` instead: no picture, a hidden one, and an
         *     account that is not connected all look the same (hence no `x-needs-connection`). Without
         *     `number` the service fails with 500 "Cannot read properties of undefined (reading
         *     'includes')".
         */
        post: operations["fetchProfilePictureUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/removeProfilePicture/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove the profile picture
         * @description Removes the account's profile picture and answers 200; the connection is then reloaded.
         *     A body, if any, is ignored. Failures are answered 500.
         *
         *     Irreversible: the picture cannot be read back from WhatsApp in its original form (only a
         *     re-encoded copy from its URL), so a tool must never run this by itself.
         *
         *     Not connected: see `x-disconnected`.
         */
        delete: operations["removeProfilePicture"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/updateProfileName/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the profile name
         * @description Sets the account's display name, which contacts see, and answers 200. Failures are answered
         *     500. Undo: write back the `name` fetchProfile answered before (`x-restore`).
         *
         *     Not connected: see `x-disconnected`. The name is an app-state setting: a connecting or
         *     logged-out account that was never paired fails with "App state key not present!", one that
         *     was paired and is reconnecting with "Connection Closed".
         */
        post: operations["updateProfileName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/updateProfileStatus/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the profile status
         * @description Sets the account's about text, which contacts see, and answers 200. Failures are answered
         *     500. Undo: write back the `status` that fetchProfile answered for the account's own number
         *     before (`x-restore`).
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["updateProfileStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proxy/find/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Find the proxy
         * @description Answers the stored proxy, password in clear (never log the answer), or the JSON literal
         *     `null` (still 200) when none was set. Reads the database, whatever the connection state.
         */
        get: operations["findProxy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proxy/set/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the proxy
         * @description Stores the proxy the instance's WhatsApp connection uses from its next connect, and answers
         *     201 with it (password included). An enabled proxy is tested first: 2.1.1 fetches
         *     https://icanhazip.com/ directly and through the proxy, and refuses with 400 "Invalid proxy"
         *     when the two addresses match or the fetch fails, so this call reaches the internet
         *     (`x-calls-out`). The answer comes before the proxy is stored. Undo: write back what
         *     findProxy answered before (`x-restore`).
         */
        post: operations["setProxy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/find/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Find the settings
         * @description Answers the stored settings, from the database, whatever the connection state: 2.1.1 stores
         *     them when the instance is created. The JSON literal `null` (still 200) when there are none.
         */
        get: operations["findSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/set/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the settings
         * @description Stores the instance's settings and answers 201, whatever the connection state. They act
         *     on people once messages and calls arrive: `rejectCall` rejects every call (and answers the
         *     caller `msgCall`), `readMessages` and `readStatus` send read receipts. Undo: write back
         *     what findSettings answered before (`x-restore`).
         */
        post: operations["setSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template/create/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a message template
         * @description Submits the template to Meta's Graph API (`WA_BUSINESS_URL`, https://graph.facebook.com by
         *     default, under the instance's business id) with the instance's token as the bearer token,
         *     and answers 201 with the stored template when Meta accepted it. Only a WHATSAPP-BUSINESS
         *     instance can succeed: on a Baileys instance there is no business id, and 2.1.1 answers 500
         *     "Error to create template", after sending the instance's token to Meta. Every failure is
         *     that 500 (a plain string).
         *
         *     Irreversible: 2.1.1 has no route to delete a template, and Meta reviews what it received,
         *     so a tool must never run this by itself.
         */
        post: operations["createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template/find/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Find the message templates
         * @description Asks Meta's Graph API for the templates of the instance's business account, sending the
         *     instance's token as the bearer token, and answers 200 with Meta's `data` list. Only a
         *     WHATSAPP-BUSINESS instance has templates: for a Baileys one, 2.1.1 still sends its token to
         *     Meta (without a business id) and then answers 200 with an empty body when Meta answered an
         *     error, or 500 "Cannot read properties of undefined (reading 'data')" when Meta could not be
         *     reached. A tool should not call this by itself (`x-calls-out`).
         */
        get: operations["findTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/set/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the webhook configuration
         * @description Creates or replaces the instance's webhook and answers 201 with the stored row. With
         *     `enabled: false` the stored `events` are `[]` (observed); with `enabled: true` and an
         *     empty list, all 27 events. Undo: write back what findWebhook answered before
         *     (`x-restore`); when it answered `null`, there was no webhook, and 2.1.1 has no route to
         *     remove one: store it with `enabled: false`.
         */
        post: operations["setWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/getCatalog/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a business catalog
         * @description Checks `number` on WhatsApp, then reads its business catalog from WhatsApp and answers
         *     200. Every failure, a validation error included, is answered 400 in Meta's error form
         *     (`MetaErrorResponse`, `context` "business_catalog"); a lookup that fails after the number
         *     check is answered 200 `{wuid, name: null, isBusiness: false}`.
         *
         *     Not connected: see `x-disconnected` (the number check fails, in Meta's error form;
         *     `timestamp` is the time of the answer).
         */
        post: operations["getCatalog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/getCollections/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a business account's collections
         * @description Checks `number` on WhatsApp, then reads its business collections from WhatsApp and answers
         *     200. Every failure, a validation error included, is answered 400 in Meta's error form
         *     (`MetaErrorResponse`, `context` "business_collections"); a lookup that fails after the number
         *     check is answered 200 `{wuid, name: null, isBusiness: false}`.
         *
         *     Not connected: see `x-disconnected` (the number check fails, in Meta's error form;
         *     `timestamp` is the time of the answer).
         */
        post: operations["getCollections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call/offer/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer a call (placeholder)
         * @description Validates the body and answers 201 with what a call would be, without calling: 2.3.7 has
         *     the call itself commented out, so the answer is the same in every instance state, the
         *     account connected or not.
         */
        post: operations["offerCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/findChatByRemoteJid/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Find one stored chat
         * @description Reads the stored chat of `remoteJid` (a JID, as stored: no number is turned into a JID
         *     here). Answers null when the gateway stores no such chat; reads the database only, so
         *     the connection decides nothing.
         */
        get: operations["findChatByRemoteJid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendPtv/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a video note
         * @description Sends a round video note (PTV) from `video` (a URL or base64) or an uploaded `file`, and
         *     answers 201 with the send record. Without either, 400 ["Owned media must be a url or
         *     base64"].
         *
         *     Not connected: see `x-disconnected` (the upload fails; the error is answered 500 as a
         *     one-item list).
         */
        post: operations["sendPtv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template/delete/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a message template
         * @description Asks Meta's Graph API (the WHATSAPP-BUSINESS integration's token) to delete the template
         *     and answers 200 with Meta's answer. The body travels with the DELETE. Every failure,
         *     validation included, is answered 400 in Meta's error form (`context` "template_delete").
         *     Irreversible, and the gateway calls out to Meta: not for a tool to run by itself.
         */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template/edit/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a message template
         * @description Sends the change to Meta's Graph API (the WHATSAPP-BUSINESS integration's token) and
         *     answers 200 with Meta's answer. Every failure, validation included, is answered 400 in
         *     Meta's error form (`context` "template_edit"); on a Baileys instance the call to Meta
         *     fails. The gateway calls out to Meta: not for a tool to run by itself.
         */
        post: operations["editTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/findChannels/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List channels
         * @description Lists the WhatsApp channels (`…@newsletter`) the instance has stored messages of, newest
         *     first, one page at a time. Reads only what is stored: it needs no connection.
         */
        post: operations["findChannels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/getPollVote/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a poll's votes
         * @description Reads the stored poll and the stored votes for it, decrypts them and answers the count per
         *     option. A poll the instance has not stored is a 500 (its "not found" is thrown inside and
         *     caught as an error). Reads only what is stored: it needs no connection.
         */
        post: operations["getPollVote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/markMessageAsPlayed/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark voice messages as played
         * @description Sends a "played" receipt for each listed message (the sender sees the blue microphone),
         *     and answers 201. Only messages of a person's or a group's chat are marked.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["markMessageAsPlayed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/updateMemberAddMode/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set who may add group members
         * @description Lets only the group's admins, or every member, add members, and answers 201. Every failure
         *     is answered 400 "Error updating member add mode" with the error.
         *
         *     Not connected: see `x-disconnected`.
         */
        post: operations["updateMemberAddMode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/license/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activate the gateway
         * @description Exchanges the code the registration's callback gave for a licence key and activates the
         *     gateway: from then on the business routes answer. Without a `code`, 400.
         *
         *     Irreversible: it binds this installation to a licence at the vendor's licensing server, so
         *     a tool must never run it by itself. (The mock activates with a code of its own, without
         *     any network: see the mock's docs.)
         */
        get: operations["activateLicence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/license/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read whether the gateway is activated
         * @description Answers whether this gateway is activated (`active`) or not (`inactive`), without a key:
         *     the licence routes pass the licence gate. A tool can read it to tell an unlicensed
         *     gateway from a broken one.
         */
        get: operations["getLicenceStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/license/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start an activation
         * @description Asks the vendor's licensing server where this gateway registers, and answers that URL (an
         *     operator opens it to activate). Without a key, before activation too. A gateway that
         *     cannot reach the licensing server answers 502.
         */
        get: operations["registerLicence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendCarousel/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a carousel
         * @description Sends 1 to 10 cards, each with a body and 1 to 3 buttons, as one interactive message, and
         *     answers 201 with the send record. An empty list, more than 10 cards, a card without
         *     buttons or with more than 3, and a PIX button are refused with 400.
         *
         *     Not connected: see `x-disconnected` (a card with an image fails first on the image's upload).
         */
        post: operations["sendCarousel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Service information. The interface document names `status`, `message`, `version` and
         *     `documentation` and says the response also carries a URL to the interactive API description and a
         *     URL to the manager without naming them; the names `swagger` and `manager` come from the Evolution
         *     API 2.1.1 documentation. `clientName` is a 2.1.1 addition.
         */
        ServiceInformation: {
            /**
             * @description HTTP status.
             * @example 200
             */
            status: number;
            /**
             * @description Descriptive state text.
             * @example Welcome to the Evolution API, it is working!
             */
            message: string;
            /**
             * @description The current version of the service.
             * @example 2.1.1
             */
            version: string;
            /**
             * Format: uri
             * @description URL of the detailed documentation.
             */
            documentation: string;
            /**
             * Format: uri
             * @description URL of the manager.
             */
            manager?: string;
            /** @example evolution_exchange */
            clientName?: string;
            /**
             * @description The WhatsApp Web version the gateway connects as, e.g. `2.3000.1027934701`: fetched from
             *     WhatsApp on every call, or the WhatsApp library's built-in version when that fails.
             *     (evolution-api@cd800f29:src/api/routes/index.router.ts)
             * @example 2.3000.1027934701
             */
            whatsappWebVersion: string;
        };
        /**
         * @description Answer to a missing or invalid `apikey` (interface document: "not shown"; shape from Evolution API
         *     2.1.1, where `response.message` is a plain string here, unlike the 404 envelope).
         */
        UnauthorizedError: {
            /** @constant */
            status: 401;
            /** @constant */
            error: "Unauthorized";
            response: {
                /** @example Unauthorized */
                message: string;
            };
        };
        /**
         * @description Presence time in milliseconds before the message is sent ("composing" is shown meanwhile).
         * @example 1200
         */
        SendDelay: number;
        /** @description Show a preview of the target website when the message contains a link. */
        SendLinkPreview: boolean;
        /**
         * @description Mention everyone when the message is sent (group recipients). Declared by 2.4.0's send
         *     schemas: a value that is not a boolean is refused with 400.
         *     (evolution-api@5624bdae:src/validate/message.schema.ts)
         * @enum {boolean}
         */
        SendMentionsEveryOne: true | false;
        /** @description Numbers to mention; each item a JID. */
        SendMentioned: string[];
        /** @description The message to quote. */
        QuotedMessage: {
            key?: {
                /**
                 * @description Id of the quoted message.
                 * @example 3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1
                 * @example 3EB0A7D29E4B1C8F03D6E5A9B2C14F7E80D3A6B5
                 */
                id: string;
            } & {
                [key: string]: unknown;
            };
            message?: {
                /**
                 * @description Content of the quoted message.
                 * @example Is the shop open today?
                 * @example Thanks!
                 */
                conversation?: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description Body of sendList. Every field but the common send options is required. */
        SendListRequest: {
            /**
             * @description Recipient JID.
             * @example 5511999999999@s.whatsapp.net
             * @example 5511999999999
             */
            number: string;
            /**
             * @example Lunch menu
             * @example Delivery slots
             */
            title: string;
            /** @example Choose today's dish */
            description?: string;
            /** @example See options */
            buttonText: string;
            /** @example Orders close at 11:30 */
            footerText: string;
            delay?: components["schemas"]["SendDelay"];
            linkPreview?: components["schemas"]["SendLinkPreview"];
            mentionsEveryOne?: components["schemas"]["SendMentionsEveryOne"];
            mentioned?: components["schemas"]["SendMentioned"];
            quoted?: components["schemas"]["QuotedMessage"];
            /** @description The sections of the list. */
            sections: ({
                title: string;
                rows: ({
                    title: string;
                    description?: string;
                    rowId: string;
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /** @description Identifies a message in a chat. */
        MessageKey: {
            /**
             * @description Identifier of the remote chat (JID).
             * @example 5511999999999@s.whatsapp.net
             */
            remoteJid: string;
            /** @description True when the message was sent by the account owner. */
            fromMe: boolean;
            /**
             * @description Message identifier.
             * @example 3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1
             */
            id: string;
            /**
             * @description The chat's JID in the other addressing form: the phone JID when `remoteJid` is a `@lid`,
             *     or the LID. Read the phone number from here when `addressingMode` is `lid`.
             * @example 5511999999999@s.whatsapp.net
             */
            remoteJidAlt?: string;
            /**
             * @description How WhatsApp addressed the message, by phone number (`pn`) or by LID (`lid`).
             * @example pn
             * @example lid
             */
            addressingMode?: string;
            /** @description In a group, the sender's JID in the other addressing form. */
            participantAlt?: string;
        };
        /** @description Context of a message content member; empty in the response shape of the send operations. */
        ContextInfo: Record<string, never>;
        /**
         * @description Sent-message record, the response of the send operations. `message` holds exactly one content
         *     member per operation. Fields other than `key`, `message`, `messageTimestamp` and `status` are not
         *     in the interface document; Evolution API 2.1.1 adds them.
         */
        SentMessage: {
            key: components["schemas"]["MessageKey"];
            /** @description Content of the message; exactly one content member per operation. */
            message: Record<string, never>;
            /**
             * @description The sender's name; for the account's own messages WhatsApp gives none and 2.3.7 writes "Você".
             * @example Maria Souza
             * @example Você
             */
            pushName?: string;
            contextInfo?: components["schemas"]["ContextInfo"];
            /**
             * @description Kind of the content member, e.g. `locationMessage`.
             * @example locationMessage
             * @example contactMessage
             * @example stickerMessage
             */
            messageType: string;
            /**
             * @description Identifier of the instance that sent the message.
             * @example 9e3b6c8a-1f2d-4e5b-8a7c-3d2e1f0a9b8c
             */
            instanceId: string;
            /**
             * @description Device the message was sent from, as guessed by the gateway.
             * @example unknown
             */
            source: string;
            /**
             * @description Timestamp of the message, Unix seconds.
             * @example 1717689097
             */
            messageTimestamp: number;
            /** @description WHATSAPP-BUSINESS channel only (sendTemplate's record), the webhook URL given with the send. */
            webhookUrl?: string;
            /**
             * @description The message's delivery status when answered (PENDING); later ones arrive as webhooks.
             * @example PENDING
             * @enum {string}
             */
            status: "ERROR" | "PENDING" | "SERVER_ACK" | "DELIVERY_ACK" | "READ" | "PLAYED" | "DELETED";
        };
        /** @description Sent-message record of sendList, with the `messageContextInfo` and `pollCreationMessage` content members. */
        SentListMessage: components["schemas"]["SentMessage"] & {
            message?: {
                messageContextInfo: {
                    /** @example 6x9c2pA1yqVnQ0mS7m2d3H9rX4kT8bFvL0eW5sJ1uZo= */
                    messageSecret: string;
                };
                pollCreationMessage: {
                    /** @example Lunch menu */
                    name: string;
                    options: {
                        /**
                         * @example Feijoada
                         * @example Moqueca
                         */
                        optionName: string;
                    }[];
                    /**
                     * @description Number of options that can be selected.
                     * @example 1
                     */
                    selectableOptionsCount: number;
                };
            };
        };
        /**
         * @description Answer to a malformed or invalid request (interface document: "not shown"; envelope from Evolution
         *     API 2.1.1). `response.message` varies by route on 2.1.1: an array holding one array of strings for
         *     body validation of send, chat and instance operations, an array of `{property, message}` objects
         *     for group operations, an array of strings for other failures, and a plain string for a body that
         *     is not JSON (whose `error` then reads "Internal Server Error").
         */
        BadRequestError: {
            /** @constant */
            status: 400;
            /** @example Bad Request */
            error: string;
            response: {
                /** @description Validation messages or the failure text. */
                message: string | unknown[];
            };
        };
        /** @description The interface document's 404 error shape, answered when what the path names (an instance, a schedule) does not exist. */
        NotFoundError: {
            /** @constant */
            status: 404;
            /** @constant */
            error: "Not Found";
            response: {
                /**
                 * @description One message saying that what the path names does not exist.
                 * @example [
                 *       "The \"my-instance\" instance does not exist"
                 *     ]
                 */
                message: string[];
            };
        };
        /**
         * @description Answer when the gateway fails while serving a valid request (interface document: "not shown";
         *     envelope from Evolution API 2.1.1). The common case is an instance whose WhatsApp account is not
         *     connected: the closed socket's error surfaces as `response.message` "Connection Closed", a plain
         *     string; operations that wrap their failures answer an array of strings instead, e.g.
         *     `["Error updating group subject", "Error: Connection Closed"]`
         *     (evolution-api@4ca141b4:src/main.ts error middleware; observed on a real 2.1.1 gateway).
         */
        ServerError: {
            /** @constant */
            status: 500;
            /** @example Internal Server Error */
            error: string;
            response: {
                /** @description The failure text, or the operation's label followed by it. */
                message: string | string[];
            };
        };
        /**
         * @description Body of sendLocation. The interface document does not show which fields are required; all five
         *     content fields are required by Evolution API 2.1.1.
         */
        SendLocationRequest: {
            /**
             * @description Recipient, with country code.
             * @example 5511999999999
             * @example 5511999999999@s.whatsapp.net
             */
            number: string;
            /**
             * @description Name of the place.
             * @example MASP
             * @example Padaria Central
             */
            name: string;
            /**
             * @description Location address.
             * @example Avenida Paulista, 1578 - Bela Vista, São Paulo - SP
             */
            address: string;
            /**
             * @example -23.561414
             * @example -22.951916
             */
            latitude: number;
            /**
             * @example -46.655881
             * @example -43.210487
             */
            longitude: number;
            delay?: components["schemas"]["SendDelay"];
            linkPreview?: components["schemas"]["SendLinkPreview"];
            mentionsEveryOne?: components["schemas"]["SendMentionsEveryOne"];
            mentioned?: components["schemas"]["SendMentioned"];
            quoted?: components["schemas"]["QuotedMessage"];
        } & {
            [key: string]: unknown;
        };
        /** @description Sent-message record of sendLocation, with the `locationMessage` content member. */
        SentLocationMessage: components["schemas"]["SentMessage"] & {
            message?: {
                locationMessage: {
                    /** @example -23.561414 */
                    degreesLatitude: number;
                    /** @example -46.655881 */
                    degreesLongitude: number;
                    /** @example MASP */
                    name: string;
                    /** @example Avenida Paulista, 1578 - Bela Vista, São Paulo - SP */
                    address: string;
                    contextInfo: components["schemas"]["ContextInfo"];
                };
            };
        };
        /**
         * @description Body of sendSticker. The interface document does not show which fields are required; `number` and
         *     `sticker` are required by Evolution API 2.1.1.
         */
        SendStickerRequest: {
            /**
             * @description Recipient, with country code.
             * @example 5511999999999
             */
            number: string;
            /**
             * @description An http(s) URL of the image, or its raw base64 content (no `data:` prefix); converted to WebP.
             *     2.1.1 downloads a URL with `?timestamp=<ms>` appended, even when it already has a query, so a
             *     signed URL (S3's `X-Amz-Signature`, …) breaks: give base64, or a URL without a query.
             * @example https://example.org/stickers/hello.webp
             */
            sticker?: string;
            delay?: components["schemas"]["SendDelay"];
            linkPreview?: components["schemas"]["SendLinkPreview"];
            mentionsEveryOne?: components["schemas"]["SendMentionsEveryOne"];
            mentioned?: components["schemas"]["SendMentioned"];
            quoted?: components["schemas"]["QuotedMessage"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Sent-message record of sendSticker. The interface document does not show this body; the
         *     `stickerMessage` content member and its fields come from Evolution API 2.1.1 (protobuf media
         *     fields: 64-bit numbers as strings, bytes as base64).
         */
        SentStickerMessage: components["schemas"]["SentMessage"] & {
            message?: {
                stickerMessage: {
                    /** @example https://mmg.whatsapp.net/v/t62.15575-24/12345678_9876543210_n.enc */
                    url?: string;
                    /** @example image/webp */
                    mimetype?: string;
                    /** @example 2p3x8QzvC1m3fJ0n7kS4rA9tL6yW5hE1bU8dN2gV0cI= */
                    fileSha256?: string;
                    /** @example 9dK1sL3mQ7pR2vX5zB8nC0wE4yT6uJ1hG3fA5kN7oP0= */
                    fileEncSha256?: string;
                    /** @example Qm9vT2xFY3N0aWNrZXJLZXkxMjM0NTY3ODkwYWJjZGU= */
                    mediaKey?: string;
                    /** @example 18344 */
                    fileLength?: string;
                    /** @example 1717689301 */
                    mediaKeyTimestamp?: string;
                    /** @example /v/t62.15575-24/12345678_9876543210_n.enc */
                    directPath?: string;
                    /** @example 512 */
                    height?: number;
                    /** @example 512 */
                    width?: number;
                    isAnimated?: boolean;
                };
                /**
                 * @description The sent WebP as base64 (2.1.1, when S3 storage is off).
                 * @example UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=
                 */
                base64?: string;
            };
        };
        /**
         * @description A contact to send. The interface document does not show which fields are required; `fullName`
         *     and `phoneNumber` are required by Evolution API 2.1.1.
         */
        ContactCard: {
            /** @example Maria Souza */
            fullName: string;
            /**
             * @description WhatsApp id (digits) of the contact.
             * @example 5511988887777
             */
            wuid?: string;
            /** @example +55 11 98888-7777 */
            phoneNumber: string;
            /** @example Padaria Central */
            organization?: string;
            /** @example maria@padariacentral.com.br */
            email?: string;
            /** @example https://padariacentral.com.br */
            url?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Body of sendContact. The interface document does not show which fields are required; `number`
         *     and `contact` are required by Evolution API 2.1.1. The common send options do not apply here.
         */
        SendContactRequest: {
            /**
             * @description Recipient.
             * @example 5511999999999
             */
            number: string;
            /** @description Contacts to send. */
            contact: components["schemas"]["ContactCard"][];
        } & {
            [key: string]: unknown;
        };
        /** @description Sent-message record of sendContact, with the `contactMessage` content member. */
        SentContactMessage: components["schemas"]["SentMessage"] & {
            /** @description One contact is a contactMessage; two or more are one contactsArrayMessage. */
            message?: {
                contactMessage: {
                    displayName: string;
                    /** @description vCard text. */
                    vcard: string;
                    contextInfo: components["schemas"]["ContextInfo"];
                };
            } | {
                contactsArrayMessage: {
                    /** @example 2 contacts */
                    displayName: string;
                    contacts: {
                        displayName: string;
                        vcard: string;
                    }[];
                    contextInfo?: components["schemas"]["ContextInfo"];
                };
            };
        };
        /** @description The messages to mark as read. */
        ReadMessagesRequest: {
            readMessages: ({
                /** @example 5511999999999@s.whatsapp.net */
                remoteJid: string;
                /** @enum {boolean} */
                fromMe: true | false;
                /** @example 3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1 */
                id: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        ReadMessagesResult: {
            /** @example Read messages */
            message: string;
            /** @example success */
            read: string;
        };
        /**
         * @description Identifies the media message. The interface document does not show which fields are required;
         *     on Evolution API 2.1.1 `message.key.id` is needed to find the stored message, and `convertToMp4`
         *     (default false) re-encodes audio messages to MP4.
         */
        MediaMessageRequest: {
            /** @description The message, as a WebMessageInfo (with its content) or only its key, `{"key": {"id": "3EB0…"}}`; not checked by 2.1.1. */
            message?: {
                key?: {
                    /**
                     * @description Id of the media message.
                     * @example 3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1
                     */
                    id?: string;
                };
            };
            /**
             * @description true re-encodes an audio message to MP4 (any truthy value does; 2.1.1 checks no type). false when left out.
             * @default false
             */
            convertToMp4?: boolean;
        };
        /**
         * @description The media of a message as base64. The interface document does not show this body; fields from
         *     Evolution API 2.1.1.
         */
        MediaBase64: {
            /** @example imageMessage */
            mediaType: string;
            /** @example 3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1.jpeg */
            fileName?: string;
            /** @example Receipt for order 1042 */
            caption?: string;
            size?: {
                fileLength?: unknown;
                height?: unknown;
                width?: unknown;
            };
            /** @example image/jpeg */
            mimetype: string;
            /** @example /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA== */
            base64: string;
            buffer?: null;
        };
        /**
         * @description The new profile picture. The interface document does not show the format of `picture`; Evolution
         *     API 2.1.1 takes an http(s) URL of the image or its raw base64 content (no `data:` prefix).
         */
        ProfilePictureRequest: {
            /**
             * @description An http(s) URL of the picture, or its raw base64 content. 2.1.1 downloads a URL with
             *     `?timestamp=<ms>` appended, even when it already has a query, so a signed URL (S3's
             *     `X-Amz-Signature`, …) breaks: give base64, or a URL without a query.
             * @example https://example.org/images/profile.jpg
             */
            picture?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Result of an update (shape from Evolution API 2.1.1). */
        UpdateResult: {
            /** @example success */
            update: string;
        };
        /**
         * @description Setting (1) of the interface document.
         * @enum {string}
         */
        PrivacyReadReceipts: "all" | "none";
        /**
         * @description Settings (2), (3) and (5) of the interface document.
         * @enum {string}
         */
        PrivacyAudience: "all" | "contacts" | "contact_blacklist" | "none";
        /**
         * @description Setting (4) of the interface document.
         * @enum {string}
         */
        PrivacyOnline: "all" | "match_last_seen";
        /**
         * @description Setting (6) of the interface document. Evolution API 2.1.1 also accepts `none` (see the evolution-2.1.1 profile).
         * @enum {string}
         */
        PrivacyGroupAdd: "all" | "contacts" | "contact_blacklist" | "none";
        /** @description Body of update privacy settings; all six properties are required (Evolution API 2.1.1). */
        PrivacySettingsRequest: {
            readreceipts: components["schemas"]["PrivacyReadReceipts"];
            profile: components["schemas"]["PrivacyAudience"];
            status: components["schemas"]["PrivacyAudience"];
            online: components["schemas"]["PrivacyOnline"];
            last: components["schemas"]["PrivacyAudience"];
            groupadd: components["schemas"]["PrivacyGroupAdd"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The six privacy settings, with the allowed values in the order the interface document gives them:
         *     (1) readreceipts, (2) profile, (3) status, (4) online, (5) last, (6) groupadd. The interface
         *     document does not show the property names; they come from Evolution API 2.1.1.
         */
        PrivacySettings: {
            readreceipts: components["schemas"]["PrivacyReadReceipts"];
            profile: components["schemas"]["PrivacyAudience"];
            status: components["schemas"]["PrivacyAudience"];
            online: components["schemas"]["PrivacyOnline"];
            last: components["schemas"]["PrivacyAudience"];
            groupadd: components["schemas"]["PrivacyGroupAdd"];
        };
        /** @description Result of update privacy settings (shape from Evolution API 2.1.1); `data` echoes the request. */
        PrivacySettingsUpdateResult: {
            /** @example success */
            update: string;
            data: components["schemas"]["PrivacySettings"];
        };
        /** @enum {string} */
        Presence: "unavailable" | "available" | "composing" | "recording" | "paused";
        /**
         * @description Account-wide presence to set. The interface document does not show the fields of this body; the
         *     `presence` field and its five values come from Evolution API 2.1.1.
         */
        PresenceRequest: {
            presence: components["schemas"]["Presence"];
        } & {
            [key: string]: unknown;
        };
        /** @description The presence that was set (shape from Evolution API 2.1.1). */
        PresenceResult: {
            presence: components["schemas"]["Presence"];
        };
        /**
         * @description Connection pairing result. `base64` (the QR code as a PNG data URI) is not in the interface
         *     document; Evolution API 2.1.1 adds it.
         */
        ConnectionPairingResult: {
            /**
             * @description Pairing code to type on the phone.
             * @example WZYEH1YY
             */
            pairingCode?: string | null;
            /**
             * @description Connection code string (QR content).
             * @example 2@y8eK+bjtEjUWy9/FOM6k0y6Q7LXw6Vl8tNqVEh+cw0n1A8kj0C2kOr+e5Y5a,xzG0BN0mA9y2Qb7pWnHnHY0K6V7c5bI4J1gE2tN8rU0=
             */
            code?: string;
            /**
             * @description Counter of QR codes issued in this connection cycle.
             * @example 1
             */
            count: number;
            /**
             * @description The QR code as a `data:image/png;base64,` URI.
             * @example data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==
             */
            base64?: string;
        };
        /**
         * @description Connection state of an instance. The interface document shows only `open`; `connecting` and
         *     `close` come from Evolution API 2.1.1.
         * @enum {string}
         */
        ConnectionState: "open" | "connecting" | "close";
        /** @description An instance and its connection state. Other instance fields are not shown. */
        Instance: {
            /**
             * @description Name of the instance; the value of the `{instance}` path parameter.
             * @example my-instance
             */
            instanceName: string;
            state?: components["schemas"]["ConnectionState"];
        };
        InstanceStateResponse: {
            instance: components["schemas"]["Instance"];
        };
        LogoutResult: {
            /** @constant */
            status: "SUCCESS";
            /** @constant */
            error: false;
            response: {
                /** @example Instance logged out */
                message: string;
            };
        };
        /**
         * @description Members to change. The interface document shows `participants` and does not show the action
         *     field; `action` and its four values come from Evolution API 2.1.1.
         */
        UpdateParticipantRequest: {
            /** @enum {string} */
            action: "add" | "remove" | "promote" | "demote";
            /** @description Phone numbers (with country code) or JIDs of the members. */
            participants: string[];
        } & {
            [key: string]: unknown;
        };
        /** @description Per-member result (shape from Evolution API 2.1.1; `status` is "200" or the WhatsApp error code). */
        UpdateParticipantResult: {
            updateParticipants: {
                /** @example 200 */
                status: string;
                /** @example 5511988887777@s.whatsapp.net */
                jid: string;
                content?: Record<string, never>;
            }[];
        };
        GroupDescriptionRequest: {
            /**
             * @description New group description.
             * @example Orders and delivery times for the Padaria Central team
             */
            description: string;
        } & {
            [key: string]: unknown;
        };
        GroupSubjectRequest: {
            /**
             * @description New group subject.
             * @example Padaria Central - team
             */
            subject: string;
        } & {
            [key: string]: unknown;
        };
        GroupParticipant: {
            /**
             * @description Participant JID.
             * @example 5511999999999@s.whatsapp.net
             * @example 5511988887777@s.whatsapp.net
             */
            id: string;
            /**
             * @description Administrator role; the value `superadmin` occurs (2.1.1 also reports `admin`).
             * @example superadmin
             */
            admin: string | null;
            /** @example Maria Souza */
            name?: string;
            /** @example https://pps.whatsapp.net/v/t61.24694-24/417349845_1133722817814380_n.jpg */
            imgUrl?: string;
        };
        GroupParticipants: {
            participants: components["schemas"]["GroupParticipant"][];
        };
        /**
         * @description Group invite information. The interface document does not show its fields; they come from
         *     Evolution API 2.1.1 (group metadata; fields WhatsApp does not send are left out).
         */
        GroupInviteInfo: {
            /**
             * @description Group JID.
             * @example 120363025246125486@g.us
             */
            id: string;
            /** @example Padaria Central - team */
            subject?: string;
            /** @example 5511999999999@s.whatsapp.net */
            subjectOwner?: string;
            /** @example 1717689097 */
            subjectTime?: number;
            /** @example 12 */
            size?: number;
            /** @example 1709251200 */
            creation?: number;
            /** @example 5511999999999@s.whatsapp.net */
            owner?: string;
            /** @example Orders and delivery times */
            desc?: string;
            /** @example 3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1 */
            descId?: string;
            /** @example 120363025246125487@g.us */
            linkedParent?: string;
            restrict?: boolean;
            announce?: boolean;
            isCommunity?: boolean;
            isCommunityAnnounce?: boolean;
            joinApprovalMode?: boolean;
            memberAddMode?: boolean;
            participants?: {
                /** @example 5511999999999@s.whatsapp.net */
                id: string;
                /** @example superadmin */
                admin?: string | null;
            }[];
            /** @example 604800 */
            ephemeralDuration?: number;
        };
        /**
         * @description Event kind. The interface document shows only `APPLICATION_STARTUP`; the full list of 27 names
         *     comes from Evolution API 2.1.1.
         * @enum {string}
         */
        WebhookEvent: "APPLICATION_STARTUP" | "QRCODE_UPDATED" | "MESSAGES_SET" | "MESSAGES_UPSERT" | "MESSAGES_EDITED" | "MESSAGES_UPDATE" | "MESSAGES_DELETE" | "SEND_MESSAGE" | "CONTACTS_SET" | "CONTACTS_UPSERT" | "CONTACTS_UPDATE" | "PRESENCE_UPDATE" | "CHATS_SET" | "CHATS_UPSERT" | "CHATS_UPDATE" | "CHATS_DELETE" | "GROUPS_UPSERT" | "GROUP_UPDATE" | "GROUP_PARTICIPANTS_UPDATE" | "CONNECTION_UPDATE" | "LABELS_EDIT" | "LABELS_ASSOCIATION" | "CALL" | "TYPEBOT_START" | "TYPEBOT_CHANGE_STATUS" | "REMOVE_INSTANCE" | "LOGOUT_INSTANCE" | "SEND_MESSAGE_UPDATE" | "MESSAGING_HISTORY_SET";
        /**
         * @description Webhook configuration of an instance. Fields other than `enabled`, `url` and `events` are not in
         *     the interface document; Evolution API 2.1.1 returns the stored row with them.
         */
        WebhookConfig: {
            /** @description Whether the webhook is active. */
            enabled: boolean;
            /** @description Destination address of the webhook. */
            url: string;
            /** @description Subscribed event kinds. */
            events: (components["schemas"]["WebhookEvent"] | ("INSTANCE_CREATE" | "INSTANCE_DELETE"))[];
            id: string;
            headers: Record<string, never> | null;
            webhookByEvents: boolean;
            webhookBase64: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            instanceId: string;
        };
        /**
         * Webhook delivery
         * @description The envelope of every webhook event: the gateway POSTs it as JSON to the configured webhook URL
         *     (with `webhookByEvents`, to that URL plus `/<event in kebab case>`, e.g. `/messages-upsert`), with
         *     the configuration's stored `headers` and no `apikey` header. `event` names the kind; `data`
         *     depends on it (see the payload schema of each event).
         *
         *     The subscription names of the webhook configuration (`WebhookEvent`, e.g. `MESSAGES_UPSERT`) are
         *     the upper-case form of `event`: a delivery goes out when
         *     `event.replace(/[.-]/g, '_').toUpperCase()` is one of the subscribed names. One name does not
         *     match: group updates are emitted as `groups.update`, whose upper-case form `GROUPS_UPDATE` is not a
         *     name anyone can subscribe to, so an instance subscribed to `GROUP_UPDATE` never receives group
         *     updates from Evolution API 2.1.1.
         *
         *     Who gets a delivery: the instance's own webhook, when it is enabled and subscribed to the event;
         *     and the global webhook (`WEBHOOK_GLOBAL_ENABLED`, `WEBHOOK_GLOBAL_URL`, and one
         *     `WEBHOOK_EVENTS_<NAME>=true` per event), but only for instances that have an enabled webhook of
         *     their own: an instance without one sends nothing anywhere. Each delivery is one POST with no
         *     time limit, and a failed one (network error, any status but 2xx) is logged and dropped: 2.1.1
         *     never retries. The gateway's `error` events are not deliveries of this envelope (see
         *     `ErrorEvent`).
         *
         *     The interface document does not show the delivered payload; everything here comes from the 2.1.1
         *     source: evolution-api@4ca141b4:src/api/integrations/event/webhook/webhook.controller.ts (emit) and
         *     evolution-api@4ca141b4:src/api/services/channel.service.ts (sendDataWebhook).
         */
        WebhookDelivery: {
            /**
             * @description The event kind as the gateway names it internally: lower case and dotted (`messages.upsert`,
             *     `group-participants.update`, `typebot.change-status`, `call`). Source:
             *     evolution-api@4ca141b4:src/api/types/wa.types.ts (Events).
             * @enum {string}
             */
            event: "application.startup" | "qrcode.updated" | "messages.set" | "messages.upsert" | "messages.edited" | "messages.update" | "messages.delete" | "send.message" | "contacts.set" | "contacts.upsert" | "contacts.update" | "presence.update" | "chats.set" | "chats.upsert" | "chats.update" | "chats.delete" | "groups.upsert" | "groups.update" | "group-participants.update" | "connection.update" | "labels.edit" | "labels.association" | "call" | "typebot.start" | "typebot.change-status" | "remove.instance" | "logout.instance" | "instance.create" | "instance.delete" | "send.message.update" | "messaging-history.set";
            /**
             * @description Name of the instance the event is about (the `instanceName`).
             * @example my-instance
             */
            instance: string;
            /** @description The event's content; its shape depends on `event` (any JSON value, `null` included). */
            data: unknown;
            /**
             * @description The webhook URL of the instance's configuration, without the per-event suffix added when
             *     `webhookByEvents` is on.
             * @example https://hooks.example.org/evolution
             */
            destination?: string;
            /**
             * Format: date-time
             * @description When the gateway emitted the event. Evolution API 2.1.1 shifts the current time by the server's
             *     time-zone offset and then formats it as UTC, so this is the server's local wall-clock time
             *     followed by a `Z` that is only true on a server running in UTC (the usual container setup).
             *     Use the event's own timestamps (e.g. `messageTimestamp`) for ordering.
             * @example 2024-09-22T14:35:12.841Z
             */
            date_time: string;
            /**
             * @description JID of the account that owns the instance (`<number>@s.whatsapp.net`). Missing until the
             *     instance has connected at least once since the gateway started (e.g. in the first
             *     `qrcode.updated` events of a new instance).
             * @example 5511988887777@s.whatsapp.net
             */
            sender?: string;
            /**
             * @description The gateway's public address (its `SERVER_URL` setting). A 2.1.1 gateway without that setting
             *     leaves the field out.
             * @example http://127.0.0.1:8080
             */
            server_url: string;
            /**
             * @description The instance's token (its API key) when the gateway is configured to expose it
             *     (`AUTHENTICATION_EXPOSE_IN_FETCH_INSTANCES=true`), otherwise `null`. It is a credential that
             *     can call the gateway on behalf of the instance: receivers must not log it, store it or pass it
             *     on; strip it before logging a payload. Evolution API 2.1.1 sends the text `Apikey not found`
             *     instead of a token when exposure is on and the instance has none.
             */
            apikey?: string | null;
            /** @description messages.set only, 2.3.0 and later: true on the last batch of the history sync. */
            isLatest?: boolean;
            /** @description messages.set only, 2.3.0 and later: how far the history sync is, in percent. */
            progress?: number | null;
        };
        /**
         * APPLICATION_STARTUP
         * @description The gateway has started. `data` says so in `message`.
         *
         *     Evolution API 2.1.1 lists this event (evolution-api@4ca141b4:src/api/types/wa.types.ts (Events);
         *     evolution-api@4ca141b4:src/api/integrations/event/event.controller.ts (EventController.events)) but
         *     never emits it: no code path of 2.1.1 sends it, so a 2.1.1 subscriber never receives it. The 1.x
         *     line sent it once at start-up, through the global webhook only, with `{message, mode}`
         *     (evolution-api@091b920a:src/whatsapp/whatsapp.module.ts (initInstance), version 1.3.2), until
         *     commit 19039aa2 (July 2023) removed the container mode and that call with it. This contract
         *     describes that payload for a gateway that does emit it, such as a mock started with a webhook
         *     URL.
         */
        ApplicationStartup: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "application.startup";
            data: {
                /**
                 * @description A human-readable notice.
                 * @example Application startup
                 */
                message: string;
                /**
                 * @description How the gateway runs (1.x sent `server` or `container`).
                 * @example server
                 */
                mode?: string;
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "application.startup";
        };
        /**
         * QRCODE_UPDATED
         * @description A new QR code (and, when connect was called with a `number`, a pairing code) is ready for the
         *     instance to be linked; WhatsApp renews it periodically while the instance is connecting.
         *     `data.qrcode` holds it: `code` is the QR content, `base64` the same as a PNG data URI,
         *     `pairingCode` the code to type on the phone or `null`. Unlike the connect answer it has no
         *     `count`.
         *
         *     When the QR limit of the connect cycle is reached (`QRCODE_LIMIT`, 30 by default) `data` is
         *     instead `{message, statusCode}`; a `connection.update` with state `refused` follows and the
         *     gateway stops trying.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (connectionUpdate).
         */
        QrcodeUpdated: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "qrcode.updated";
            data: {
                qrcode: {
                    /** @description Name of the instance. */
                    instance: string;
                    /**
                     * @description Code to type on the phone instead of scanning; `null` when connect was called without `number`.
                     * @example WZYEH1YY
                     */
                    pairingCode?: string | null;
                    /** @description The QR content. */
                    code: string;
                    /** @description The QR code as a `data:image/png;base64,` URI. */
                    base64: string;
                };
            } | {
                /** @example QR code limit reached, please login again */
                message: string;
                /**
                 * @description WhatsApp's disconnect reason (500, bad session).
                 * @example 500
                 */
                statusCode: number;
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "qrcode.updated";
        };
        /**
         * Other events
         * @description The events without a payload schema of their own: the envelope, with any JSON as `data`. The
         *     webhook of each event says what Evolution API 2.1.1 puts in `data` for it. The names are the
         *     rest of the 27 of evolution-api@4ca141b4:src/api/integrations/event/event.controller.ts
         *     (EventController.events), in the dotted form of evolution-api@4ca141b4:src/api/types/wa.types.ts
         *     (Events).
         */
        GenericEvent: components["schemas"]["WebhookDelivery"] & {
            /** @enum {unknown} */
            event: "messages.set" | "messages.edited" | "contacts.set" | "contacts.update" | "chats.set" | "chats.update" | "chats.delete" | "groups.update" | "labels.edit" | "labels.association" | "typebot.start" | "typebot.change-status" | "remove.instance" | "send.message.update" | "messaging-history.set";
            /** @description Any JSON value, `null` included. */
            data: unknown;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "messages.set" | "messages.edited" | "contacts.set" | "contacts.update" | "chats.set" | "chats.update" | "chats.delete" | "groups.update" | "labels.edit" | "labels.association" | "typebot.start" | "typebot.change-status" | "remove.instance" | "send.message.update" | "messaging-history.set";
        };
        /**
         * Message record
         * @description A message as the gateway records it: the WhatsApp message (`key`, `message`, `pushName`,
         *     `messageTimestamp`) plus what the gateway adds (`messageType`, `instanceId`, `source`). Nested
         *     WhatsApp objects pass through as the library decoded them, so fields not listed here occur
         *     (e.g. `messageContextInfo`); receivers read what they need and ignore the rest. A text with a
         *     preview or a mention (`extendedTextMessage`) is reported as `conversation`: its text is moved to
         *     `message.conversation` and its context to `contextInfo`. Without S3 storage a media message also
         *     carries the file in `message.base64`; with S3 its URL is in `message.mediaUrl`.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (prepareMessage, and the messages.upsert handler).
         */
        WebhookMessage: {
            key: components["schemas"]["MessageKey"] & {
                /**
                 * @description In a group chat, the JID of the member who wrote the message.
                 * @example 5511977776666@s.whatsapp.net
                 */
                participant?: string;
            };
            /**
             * @description The display name the author has set on WhatsApp.
             * @example Maria
             */
            pushName?: string;
            /**
             * @description The content: one member named after the kind of message (`conversation` for text,
             *     `imageMessage`, `audioMessage`, `locationMessage`, `reactionMessage`, …), plus `base64` or
             *     `mediaUrl` for media.
             */
            message: {
                /** @description The text of a text message. */
                conversation?: string;
                /** @description The media file, base64-encoded (only without S3 storage). */
                base64?: string;
                /** @description Where the media file is stored (only with S3 storage). */
                mediaUrl?: string;
            };
            /** @description The content member's context (quoted message, mentions, forwarding); `null` or missing when it has none. */
            contextInfo?: Record<string, never> | null;
            /**
             * @description Name of the content member, e.g. `conversation`, `imageMessage`, `locationMessage`.
             * @example conversation
             */
            messageType: string;
            /**
             * @description When the message was sent, in Unix seconds.
             * @example 1727015712
             */
            messageTimestamp: number;
            /** @description Identifier (UUID) of the instance that received the message. */
            instanceId?: string;
            /**
             * @description The device the message was written on, guessed from the shape of its id by the WhatsApp
             *     library (Baileys 6.7.7, getDevice); ids generated by the gateway give `unknown`.
             * @enum {string}
             */
            source?: "ios" | "android" | "web" | "desktop" | "unknown";
        };
        /**
         * MESSAGES_UPSERT
         * @description A message arrived: in a chat with a person or a group, or written by the account owner on another
         *     device (then `key.fromMe` is true). `data` is the message record. Edits, poll votes and other
         *     protocol messages are not reported here (edits are `messages.edited`); messages the gateway
         *     itself sent are `send.message`.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (the messages.upsert handler, prepareMessage).
         */
        MessagesUpsert: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "messages.upsert";
            data: components["schemas"]["WebhookMessage"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "messages.upsert";
        };
        /**
         * MESSAGES_UPDATE
         * @description The status of a stored message changed: delivered, read, played, or a poll got votes. Only
         *     messages the gateway has stored are reported, and a read receipt only for the owner's own
         *     messages. A deletion is reported as `messages.delete` instead.
         *
         *     `participant` repeats `remoteJid` in Evolution API 2.1.1 (it is not the group member).
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (the messages.update handler); statuses: evolution-api@4ca141b4:src/api/types/wa.types.ts
         *     (StatusMessage).
         */
        MessagesUpdate: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "messages.update";
            data: {
                /** @description The gateway's own id of the stored message (not the WhatsApp message id). */
                messageId?: string;
                /**
                 * @description The WhatsApp message id (`key.id`).
                 * @example 3EB0A7D29E4B1C8F03D6E5A9B2C14F7E80D3A6B5
                 */
                keyId: string;
                /** @description JID of the chat. */
                remoteJid: string;
                /** @description True for a message the account owner sent. */
                fromMe: boolean;
                /** @description Same as `remoteJid` in Evolution API 2.1.1. */
                participant?: string;
                /**
                 * @description The new status; missing when the update carries none (e.g. poll votes).
                 * @enum {string}
                 */
                status?: "ERROR" | "PENDING" | "SERVER_ACK" | "DELIVERY_ACK" | "READ" | "PLAYED";
                /** @description For a poll, the votes aggregated per option. */
                pollUpdates?: unknown;
                /** @description Identifier (UUID) of the instance. */
                instanceId?: string;
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "messages.update";
        };
        /**
         * MESSAGES_DELETE
         * @description A stored message was deleted for everyone. `data` is the key of the deleted message.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (the messages.update handler, an update without message and status).
         */
        MessagesDelete: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "messages.delete";
            data: components["schemas"]["MessageKey"] & {
                /** @description In a group chat, the member who wrote the message. */
                participant?: string;
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "messages.delete";
        };
        /**
         * SEND_MESSAGE
         * @description The gateway sent a message for the instance (a send operation, a scheduled message, a chatbot).
         *     `data` is the sent-message record, the same record the send operation answered: same `key`,
         *     recipient (`key.remoteJid`) and content.
         *
         *     A real 2.1.1 gateway delivers the record it built for the answer, with `messageTimestamp` as an
         *     integer and no `status` (see the evolution-2.1.1 profile), plus `message.base64` for media when S3
         *     is off.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (sendMessageWithTyping, prepareMessage).
         */
        SendMessage: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "send.message";
            data: components["schemas"]["SentMessage"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "send.message";
        };
        /**
         * Contact record
         * @description A contact as the gateway records it. Source:
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (contactHandle, and the messages.upsert handler).
         */
        WebhookContact: {
            /**
             * @description JID of the contact.
             * @example 5511999999999@s.whatsapp.net
             */
            remoteJid: string;
            /**
             * @description The contact's name: the name saved in the address book, else the one the contact set, else the
             *     number. Missing when WhatsApp gave none.
             * @example Maria Souza
             */
            pushName?: string;
            /** @description URL of the profile picture; `null` when unknown or not set. */
            profilePicUrl?: string | null;
            /** @description Identifier (UUID) of the instance. */
            instanceId?: string;
        };
        /**
         * CONTACTS_UPSERT
         * @description New contacts. `data` is a list when WhatsApp synchronises the address book (profile pictures are
         *     then `null`; a `contacts.update` with the pictures follows), and a single contact record (not a
         *     list) when a message arrives from a number the gateway has not stored yet.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (contactHandle contacts.upsert; the messages.upsert handler).
         */
        ContactsUpsert: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "contacts.upsert";
            data: components["schemas"]["WebhookContact"][] | components["schemas"]["WebhookContact"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "contacts.upsert";
        };
        /**
         * PRESENCE_UPDATE
         * @description Someone's presence changed in a chat: online, offline, typing, recording audio, or stopped
         *     typing. `data.id` is the chat, `data.presences` maps each participant's JID to its presence.
         *     WhatsApp reports presences only for chats the account subscribed to (after it opened or wrote to
         *     the chat), and `lastSeen` only when the contact shares it.
         *
         *     The object is the WhatsApp library's (Baileys 6.7.7, presence.update), passed through by
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (eventHandler).
         */
        PresenceUpdate: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "presence.update";
            data: {
                /**
                 * @description JID of the chat (a person or a group).
                 * @example 5511999999999@s.whatsapp.net
                 */
                id: string;
                /** @description Presence per participant JID. */
                presences: {
                    [key: string]: {
                        lastKnownPresence: components["schemas"]["Presence"];
                        /** @description Last time the participant was online, Unix seconds. */
                        lastSeen?: number;
                    };
                };
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "presence.update";
        };
        /**
         * CHATS_UPSERT
         * @description New chats appeared (a first message, a group the account joined). `data` lists the chats the
         *     gateway did not know yet; it can be empty, because Evolution API 2.1.1 sends the event before
         *     checking whether anything is new.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (chatHandle, chats.upsert).
         */
        ChatsUpsert: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "chats.upsert";
            data: {
                /** @description JID of the chat. */
                remoteJid: string;
                /** @description Name of the chat, e.g. a group's subject; often missing for a person. */
                name?: string;
                /** @description Identifier (UUID) of the instance. */
                instanceId?: string;
            }[];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "chats.upsert";
        };
        /**
         * GROUPS_UPSERT
         * @description The account joined or created groups. `data` lists their metadata as the WhatsApp library reports
         *     it (Baileys 6.7.7, GroupMetadata), with `author`, the member who added the account.
         *
         *     Passed through by evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (groupHandler, groups.upsert).
         */
        GroupsUpsert: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "groups.upsert";
            data: {
                /**
                 * @description JID of the group.
                 * @example 120363025246125486@g.us
                 */
                id: string;
                /** @description The group's name. */
                subject: string;
                /** @description JID of who set the name. */
                subjectOwner?: string;
                /** @description When the name was set, Unix seconds. */
                subjectTime?: number;
                /** @description When the group was created, Unix seconds. */
                creation?: number;
                /** @description JID of the creator. */
                owner?: string;
                /** @description The group's description. */
                desc?: string;
                descId?: string;
                /** @description Only administrators may change the group's settings. */
                restrict?: boolean;
                /** @description Only administrators may send messages. */
                announce?: boolean;
                /** @description Number of members. */
                size?: number;
                participants: {
                    /** @description JID of the member. */
                    id: string;
                    /**
                     * @description `admin`, `superadmin` (the creator) or `null` for an ordinary member.
                     * @enum {string|null}
                     */
                    admin?: "admin" | "superadmin" | null;
                }[];
                /** @description Disappearing-message timer in seconds, when on. */
                ephemeralDuration?: number;
                /** @description JID of the member who added the account or created the group. */
                author?: string;
            }[];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "groups.upsert";
        };
        /**
         * GROUP_PARTICIPANTS_UPDATE
         * @description Members of a group were added, removed, promoted to administrator or demoted (also when someone
         *     leaves: `remove` with the leaver as author). The object is the WhatsApp library's (Baileys 6.7.7,
         *     group-participants.update), passed through by
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (groupHandler).
         */
        GroupParticipantsUpdate: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "group-participants.update";
            data: {
                /**
                 * @description JID of the group.
                 * @example 120363025246125486@g.us
                 */
                id: string;
                /** @description JID of the member who made the change. */
                author?: string;
                /** @description JIDs of the members concerned. */
                participants: string[];
                /**
                 * @description What happened to them (`modify`, a member changed number).
                 * @enum {string}
                 */
                action: "add" | "remove" | "promote" | "demote" | "modify";
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "group-participants.update";
        };
        /**
         * CONNECTION_UPDATE
         * @description The connection state of the instance changed. `data.state` is `open` (linked and online),
         *     `connecting`, `close`, or — only in this event — `refused`, sent when the QR limit was reached and
         *     the gateway gave up. `statusReason` is WhatsApp's reason code: 200 normally, the disconnect reason
         *     after a `close` (401 logged out, 428 connection closed, 515 restart required, …).
         *
         *     A `close` for any reason other than a logout (or a ban) is followed by a reconnect; after a logout
         *     `logout.instance` follows.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (connectionUpdate); states: evolution-api@4ca141b4:src/api/types/wa.types.ts (StateConnection).
         */
        ConnectionUpdate: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "connection.update";
            data: {
                /**
                 * @description Name of the instance.
                 * @example my-instance
                 */
                instance: string;
                /** @description The new state; `refused` occurs only here. */
                state: components["schemas"]["ConnectionState"] | "refused";
                /**
                 * @description WhatsApp's status or disconnect reason code.
                 * @example 200
                 * @example 401
                 * @example 428
                 */
                statusReason?: number;
                /**
                 * @description The account's JID, once known (on `open`).
                 * @example 5511988887777@s.whatsapp.net
                 */
                wuid?: string | null;
                /** @description The account's profile name, once known. */
                profileName?: string | null;
                /** @description The account's profile picture, once known. */
                profilePictureUrl?: string | null;
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "connection.update";
        };
        /**
         * CALL
         * @description A voice or video call to the account changed state: offered (ringing on the phone), accepted,
         *     rejected, or timed out. One event per change. The object is the WhatsApp library's (Baileys
         *     6.7.7, WACallEvent), passed through by
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (eventHandler); with the instance setting `rejectCall` the gateway rejects offered calls itself.
         */
        Call: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "call";
            data: {
                /** @description Identifier of the call. */
                id: string;
                /** @description JID of the chat the call belongs to. */
                chatId?: string;
                /**
                 * @description JID of the caller.
                 * @example 5511999999999@s.whatsapp.net
                 */
                from: string;
                /**
                 * Format: date-time
                 * @description When the call event happened.
                 */
                date?: string;
                /** @enum {string} */
                status: "offer" | "ringing" | "timeout" | "reject" | "accept";
                /** @description The event was received after the fact (the account was offline). */
                offline?: boolean;
                isVideo?: boolean;
                isGroup?: boolean;
                /** @description JID of the group, for a group call. */
                groupJid?: string;
                latencyMs?: number;
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "call";
        };
        /**
         * LOGOUT_INSTANCE
         * @description The instance's WhatsApp session ended and will not reconnect: it was logged out through the API
         *     or unlinked on the phone. `data` is `null`; a `connection.update` with state `close` comes first.
         *     The instance must connect (scan a new QR code) again.
         *
         *     Source: evolution-api@4ca141b4:src/api/services/monitor.service.ts (the logout.instance listener),
         *     emitted from evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (connectionUpdate).
         */
        LogoutInstance: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "logout.instance";
            data: null;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "logout.instance";
        };
        /**
         * Instance created or deleted (data)
         * @description The instance an `instance.create` or `instance.delete` event is about. Source:
         *     evolution-api@4ca141b4:src/api/controllers/instance.controller.ts (createInstance, deleteInstance).
         */
        InstanceLifecycleData: {
            /** @example my-instance */
            instanceName: string;
            /**
             * Format: uuid
             * @example 2b7e1c5d-8f3a-4d6e-9b0c-1a2f3e4d5c6b
             */
            instanceId: string;
        };
        /**
         * INSTANCE_CREATE
         * @description An instance was created. `data` names it. Sent by the global webhook when the gateway sets
         *     `WEBHOOK_EVENTS_INSTANCE_CREATE=true`, and to the instance's own webhook when the create body's
         *     `webhook.events` lists `INSTANCE_CREATE` (webhook/set refuses that name: only a create body can
         *     subscribe to it). No `sender` (the instance has no account yet); `apikey` is the new instance's
         *     token when the gateway exposes tokens (observed).
         *
         *     Source: evolution-api@4ca141b4:src/api/controllers/instance.controller.ts (createInstance),
         *     evolution-api@4ca141b4:src/api/types/wa.types.ts (Events.INSTANCE_CREATE); observed.
         */
        InstanceCreate: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "instance.create";
            data: components["schemas"]["InstanceLifecycleData"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "instance.create";
        };
        /**
         * INSTANCE_DELETE
         * @description An instance is being deleted (deleteInstance). `data` names it; a `remove.instance` event (with
         *     `data: null`) follows once its data is removed. Sent by the global webhook when the gateway sets
         *     `WEBHOOK_EVENTS_INSTANCE_DELETE=true`, and to the instance's own webhook when its create body's
         *     `webhook.events` listed `INSTANCE_DELETE`.
         *
         *     Source: evolution-api@4ca141b4:src/api/controllers/instance.controller.ts (deleteInstance),
         *     evolution-api@4ca141b4:src/api/types/wa.types.ts (Events.INSTANCE_DELETE); observed.
         */
        InstanceDelete: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "instance.delete";
            data: components["schemas"]["InstanceLifecycleData"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "instance.delete";
        };
        /**
         * ERRORS
         * @description An error the gateway answered: every error its error middleware handles (a refused key, an
         *     unknown instance, a validation failure, a "not connected" answer, …; not an unrouted path). Sent
         *     only when the gateway sets `WEBHOOK_EVENTS_ERRORS=true`, to the one URL of
         *     `WEBHOOK_EVENTS_ERRORS_WEBHOOK`, for every instance (and for requests naming none). It is not the
         *     delivery envelope (no `instance`, `destination`, `sender` or `apikey`), so it is not one of
         *     `WebhookPayload`'s branches either: a receiver of that URL parses it with this schema.
         *
         *     WARNING: `api_key` is the gateway's global API key (`AUTHENTICATION_API_KEY`), in clear, in every
         *     error event. Whoever receives this webhook can administer the whole gateway: point
         *     `WEBHOOK_EVENTS_ERRORS_WEBHOOK` only at a receiver you trust as much as the key, over https, and
         *     never log the payload as it is.
         *
         *     Source: evolution-api@4ca141b4:src/main.ts (the error middleware),
         *     evolution-api@4ca141b4:src/config/env.config.ts (WEBHOOK_EVENTS_ERRORS, WEBHOOK_EVENTS_ERRORS_WEBHOOK).
         */
        ErrorEvent: {
            /** @constant */
            event: "error";
            /** @description The error, as the answer's envelope carries it. */
            data: {
                /**
                 * @description The reason phrase ("Internal Server Error" when the error has none).
                 * @example Bad Request
                 */
                error: string;
                /** @description The answer's `response.message` (a string, or a list). */
                message: unknown;
                /**
                 * @description The HTTP status the request was answered with.
                 * @example 400
                 */
                status: number;
                response: {
                    /** @description The same message again. */
                    message: unknown;
                };
            };
            /**
             * Format: date-time
             * @description When the error was answered (local wall-clock time, as in `WebhookDelivery`).
             */
            date_time: string;
            /**
             * @description The gateway's global API key, in clear (a credential for the whole gateway): receivers must
             *     not log it, store it or pass it on.
             */
            api_key: string;
            /**
             * @description The gateway's public address (its `SERVER_URL` setting).
             * @example http://127.0.0.1:8080
             */
            server_url?: string;
        };
        /**
         * Webhook payload
         * @description Any webhook delivery, discriminated by `event`: one of the payloads with a schema of their own, or
         *     the envelope with any `data` for the other events. All 27 event kinds an instance subscribes to
         *     (evolution-api@4ca141b4:src/api/integrations/event/event.controller.ts (EventController.events))
         *     and the instance lifecycle events `instance.create` and `instance.delete` are covered. The
         *     gateway's `error` events are not deliveries and not in this union: they go to a URL of their own
         *     and have a shape of their own (`ErrorEvent`).
         */
        WebhookPayload: components["schemas"]["ApplicationStartup"] | components["schemas"]["QrcodeUpdated"] | components["schemas"]["ConnectionUpdate"] | components["schemas"]["MessagesUpsert"] | components["schemas"]["MessagesUpdate"] | components["schemas"]["MessagesDelete"] | components["schemas"]["SendMessage"] | components["schemas"]["PresenceUpdate"] | components["schemas"]["ChatsUpsert"] | components["schemas"]["ContactsUpsert"] | components["schemas"]["GroupsUpsert"] | components["schemas"]["GroupParticipantsUpdate"] | components["schemas"]["Call"] | components["schemas"]["LogoutInstance"] | components["schemas"]["InstanceCreate"] | components["schemas"]["InstanceDelete"] | components["schemas"]["GenericEvent"];
        /**
         * @description Evolution API 2.1.1's answer when connect or restart fails: the error is caught and answered
         *     200 with `error: true` and its text, often "[object Object]".
         */
        SwallowedError: {
            /** @constant */
            error: true;
            message: string;
        };
        /** @description What connect (and restart) answer on Evolution API 2.1.1, depending on the connection state. */
        ConnectAnswer: components["schemas"]["ConnectionPairingResult"] | components["schemas"]["InstanceStateResponse"] | components["schemas"]["SwallowedError"];
        /** @description The optional filter of findChats on Evolution API 2.1.1. */
        FindChatsQuery: {
            where?: {
                /** @description The chat to return; a bare number is turned into a JID. */
                remoteJid?: string;
                _id?: string;
                id?: string;
                pushName?: string;
                /** @description Only chats whose newest message is between these dates (both needed). */
                messageTimestamp?: {
                    /** @example 2025-12-01T00:00:00Z */
                    gte?: string;
                    /** @example 2025-12-05T23:59:59Z */
                    lte?: string;
                };
            };
            /** @description Accepted and ignored. */
            page?: number;
            /** @description Accepted and ignored. */
            offset?: number;
            /** @description Accepted and ignored. */
            sort?: unknown;
            /** @description At most this many chats (SQL LIMIT). */
            take?: number;
            /** @description Skip this many chats (SQL OFFSET). */
            skip?: number;
        };
        /**
         * @description Evolution API 2.1.1's answer when the request is understood but refused: an instance name
         *     already in use on create (evolution-api@4ca141b4:src/api/guards/instance.guard.ts,
         *     instanceLoggedGuard; observed).
         */
        ForbiddenError: {
            /** @constant */
            status: 403;
            /** @constant */
            error: "Forbidden";
            response: {
                /**
                 * @example [
                 *       "This name \"my-instance\" is already in use."
                 *     ]
                 */
                message: string[];
            };
        };
        /**
         * @description Recipient: a phone number with country code (`+`, spaces and parentheses are dropped), or a
         *     JID (`…@s.whatsapp.net`, a group's `…@g.us`, `…@lid`, `…@broadcast`). 2.1.1 checks the number
         *     on WhatsApp before sending and refuses one that is not there with 400. A value that is not a
         *     string is refused with the message "Invalid format".
         *     (evolution-api@4ca141b4:src/validate/message.schema.ts, numberDefinition;
         *     evolution-api@4ca141b4:src/api/services/channel.service.ts, createJid)
         * @example 5511999999999
         * @example 120363025246125486@g.us
         */
        SendNumber: string;
        /**
         * @description Milliseconds to show "composing" (or "recording" for audio) in the chat before sending; more
         *     than 20000 is shown in 20 s steps, and the answer waits for it. A value that is not an
         *     integer is refused with the message "Enter a value in milliseconds".
         *     (evolution-api@4ca141b4:src/validate/message.schema.ts;
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts,
         *     sendMessageWithTyping)
         * @example 1200
         */
        SendOptionDelay: number;
        /**
         * @description Group recipients only: the numbers to mention, each starting with digits (a number or a
         *     JID). An item that does not is refused with the message `"mentioned" must be an array of
         *     numeric strings`. (evolution-api@4ca141b4:src/validate/message.schema.ts)
         */
        SendOptionMentioned: string[];
        /**
         * @description Accepted by the 2.1.1 schema and never read; `mentionsEveryOne` is the option that works.
         *     (evolution-api@4ca141b4:src/validate/message.schema.ts; evolution-api@4ca141b4:src/api/dto/sendMessage.dto.ts)
         * @enum {boolean}
         */
        SendOptionEveryOne: true | false;
        /**
         * @description An uploaded media content member (`imageMessage`, `videoMessage`, `documentMessage`,
         *     `audioMessage`) in protobuf JSON: 64-bit integers are strings and bytes are base64.
         *     (Baileys@v6.7.7:src/Utils/messages.ts, prepareWAMessageMedia, pinned by evolution-api@4ca141b4:package.json)
         */
        SentMediaContent: {
            /**
             * @description The encrypted file on WhatsApp's media servers.
             * @example https://mmg.whatsapp.net/v/t62.7118-24/24376483_1074530917402719_5920671184227350113_n.enc?ccb=11-4&oh=01_Q5AaIFt7aXbqPj1m3KcQwT9yZr0LxV2sN8dE4uH6gB5oJ1iC&oe=6870C2A4&_nc_sid=5e03e0&mms3=true
             */
            url: string;
            /**
             * @example image/jpeg
             * @example audio/ogg; codecs=opus
             */
            mimetype: string;
            /**
             * @description The request's caption (images, videos and documents).
             * @example Receipt for order 1042
             */
            caption?: string;
            /**
             * @description A document's file name: the request's, else the media URL's last path segment without its
             *     extension. Images, videos and audio have no such field in WhatsApp's message, so theirs
             *     carry none (an image sent without a name and type is typed from the name `image.png`).
             *     (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, prepareMediaMessage)
             * @example lunch-menu.pdf
             */
            fileName?: string;
            /**
             * @description SHA-256 of the plain file (32 bytes).
             * @example m2ALj2PjnP4aZEeDe5ReBmy6QJGQ81ie4qvYHVd6gNA=
             */
            fileSha256?: string;
            /**
             * @description SHA-256 of the encrypted file (32 bytes).
             * @example dcU6SMHwNnqyuqxsTLLDJ8EO9DqM5XyFdDNWYf2w3IM=
             */
            fileEncSha256?: string;
            /**
             * @description Size in bytes (a 64-bit integer, hence a string).
             * @example 48213
             */
            fileLength: string;
            /**
             * @description The key the file is encrypted with (32 bytes).
             * @example w36sv1YmyBWg7N+pXpVnh4nryMIWuq7sNpq8eR2opbw=
             */
            mediaKey: string;
            /**
             * @description When the key was made, Unix seconds (a 64-bit integer, hence a string).
             * @example 1717690101
             */
            mediaKeyTimestamp?: string;
            /**
             * @description The path of `url` on the media servers.
             * @example /v/t62.7118-24/24376483_1074530917402719_5920671184227350113_n.enc?ccb=11-4&oh=01_Q5AaIFt7aXbqPj1m3KcQwT9yZr0LxV2sN8dE4uH6gB5oJ1iC&oe=6870C2A4&_nc_sid=5e03e0
             */
            directPath?: string;
            /**
             * @description Pixels (images and videos).
             * @example 1280
             */
            height?: number;
            /**
             * @description Pixels (images and videos).
             * @example 960
             */
            width?: number;
            /**
             * @description Length of an audio or video, in seconds.
             * @example 7
             */
            seconds?: number;
            /** @description True for a voice note (sendWhatsAppAudio). */
            ptt?: boolean;
            /**
             * @description A small preview image (2.1.1 puts its own cover image on every video).
             * @example /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/
             */
            jpegThumbnail?: string;
            contextInfo?: components["schemas"]["ContextInfo"];
        };
        /**
         * @description 2.1.1's 500 for a failed archiveChat or markChatUnread: `response.message` holds one object
         *     with the flag set to false and the failure (a fixed sentence, then the error text).
         *     (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, archiveChat, markChatUnread)
         */
        ChatModifyError: {
            /** @constant */
            status: 500;
            /** @constant */
            error: "Internal Server Error";
            response: {
                message: {
                    /** @constant */
                    archived?: false;
                    /** @constant */
                    markedChatUnread?: false;
                    message: string[];
                }[];
            };
        };
        /**
         * @description The chat's last message, which WhatsApp needs to change a chat: its key and its timestamp
         *     (Unix seconds; 2.1.1 puts the current time in milliseconds when it is missing).
         *     (evolution-api@4ca141b4:src/validate/chat.schema.ts, archiveChatSchema, markChatUnreadSchema)
         */
        ChatLastMessage: {
            key: {
                id: string;
                remoteJid: string;
                /** @enum {boolean} */
                fromMe: true | false;
                /** @description The sender, for a message someone else sent in a group (WhatsApp needs it). */
                participant?: string;
            };
            /** @example 1717689097 */
            messageTimestamp?: number;
        };
        /**
         * @description The message as the WhatsApp library built it, answered without 2.1.1's send record: protobuf
         *     JSON, so `messageTimestamp` is a string and `status` is `PENDING`.
         *     (Baileys@v6.7.7:src/Utils/messages.ts, generateWAMessageFromContent, pinned by evolution-api@4ca141b4:package.json)
         */
        LibraryMessage: {
            key: components["schemas"]["MessageKey"];
            message: {
                protocolMessage: {
                    key: components["schemas"]["MessageKey"];
                    /** @enum {string} */
                    type: "REVOKE" | "MESSAGE_EDIT";
                    /** @description The new content (an edit). */
                    editedMessage?: Record<string, never>;
                    /** @example 1717690888123 */
                    timestampMs?: string;
                };
            };
            /**
             * @description Unix seconds (a 64-bit integer, hence a string here).
             * @example 1717690888
             */
            messageTimestamp: string;
            /**
             * @description The account's JID, for a message in a group.
             * @example 5511999999999@s.whatsapp.net
             */
            participant?: string;
            /** @example PENDING */
            status?: string;
        };
        /**
         * @description A body naming a number. 2.1.1 validates it with a schema that requires nothing (the profile
         *     picture's), so an empty body passes validation. (evolution-api@4ca141b4:src/validate/chat.schema.ts, profilePictureSchema, profileSchema)
         */
        NumberRequest: {
            /**
             * @description A number with country code, or a JID.
             * @example 5511999999999
             */
            number?: string;
        };
        /**
         * @description A group as 2.1.1 summarises it: WhatsApp's group metadata without the community fields,
         *     plus the group picture's URL (null when there is none or it cannot be read). `participants`
         *     comes with findGroupInfos, and with fetchAllGroups only when asked for.
         *     (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, findGroup, fetchAllGroups)
         */
        GroupInfo: {
            /** @example 120363025246125486@g.us */
            id: string;
            /** @example Padaria Central - Equipe */
            subject: string;
            /**
             * @description Who last set the subject.
             * @example 5511999999999@s.whatsapp.net
             */
            subjectOwner?: string;
            /**
             * @description When the subject was last set, Unix seconds.
             * @example 1726833791
             */
            subjectTime?: number;
            /** @example https://pps.whatsapp.net/v/t61.24694-24/417349845_1133722817814380_n.jpg */
            pictureUrl?: string | null;
            /**
             * @description The number of members.
             * @example 2
             */
            size: number;
            /**
             * @description When the group was created, Unix seconds.
             * @example 1726833791
             */
            creation?: number;
            /**
             * @description Who created the group.
             * @example 5511999999999@s.whatsapp.net
             */
            owner?: string;
            /** @example Shift swaps and daily notices for the bakery team. */
            desc?: string;
            /**
             * @description The id of the description's last change.
             * @example 3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1
             */
            descId?: string;
            /** @description Only admins change the group's settings (`locked`). */
            restrict?: boolean;
            /** @description Only admins send messages (`announcement`). */
            announce?: boolean;
            participants?: components["schemas"]["GroupParticipant"][];
        };
        /**
         * @description A proxy. `enabled`, `host`, `port` (a string) and `protocol` are required, also to disable
         *     it; with `enabled: false` 2.1.1 empties every field.
         *     (evolution-api@4ca141b4:src/validate/proxy.schema.ts, proxySchema; evolution-api@4ca141b4:src/api/controllers/proxy.controller.ts, createProxy)
         */
        ProxySettings: {
            /** @enum {boolean} */
            enabled: true | false;
            /** @example proxy.example.org */
            host: string;
            /** @example 3128 */
            port: string;
            /** @example http */
            protocol: string;
            /** @example proxy-user */
            username?: string;
            /**
             * @description A credential; 2.1.1 answers it back in clear.
             * @example proxy-pass
             */
            password?: string;
        };
        /**
         * @description The stored proxy (the `Proxy` table), password in clear.
         *     (evolution-api@4ca141b4:prisma/postgresql-schema.prisma, Proxy)
         */
        StoredProxy: components["schemas"]["ProxySettings"] & {
            /** @example clx4t7m2q0002ab3cd9ef5gh2 */
            id: string;
            /** Format: date-time */
            createdAt?: string | null;
            /** Format: date-time */
            updatedAt?: string;
            /** @example 9e3b6c8a-1f2d-4e5b-8a7c-3d2e1f0a9b8c */
            instanceId: string;
        };
        /**
         * @description Body of archiveChat: `archive`, and either the chat's `lastMessage` or the `chat` (then
         *     2.1.1 takes the chat's newest stored message, and answers 500 when there is none).
         *     (evolution-api@4ca141b4:src/validate/chat.schema.ts, archiveChatSchema;
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, archiveChat, getLastMessage)
         */
        ArchiveChatRequest: {
            /**
             * @description true archives, false unarchives.
             * @enum {boolean}
             */
            archive: true | false;
            /**
             * @description The chat's JID, used when `lastMessage` is not given.
             * @example 5511999999999@s.whatsapp.net
             */
            chat?: string;
            lastMessage?: components["schemas"]["ChatLastMessage"];
        };
        /**
         * @description The chat and `archived: true`, also when the request unarchived it.
         *     (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, archiveChat)
         */
        ArchiveChatResult: {
            /**
             * @description The `chat` sent, or the last message's `remoteJid`.
             * @example 5511999999999@s.whatsapp.net
             */
            chatId?: string;
            /** @constant */
            archived: true;
        };
        /**
         * @description Body of deleteMessageForEveryone: the key of the message (and, in a group, the sender of a
         *     message someone else sent). (evolution-api@4ca141b4:src/validate/chat.schema.ts, deleteMessageSchema)
         */
        DeleteMessageRequest: {
            /** @example 3EB0A7D29E4B1C8F03D6E5A9B2C14F7E80D3A6B5 */
            id: string;
            /** @enum {boolean} */
            fromMe: true | false;
            /** @example 5511999999999@s.whatsapp.net */
            remoteJid: string;
            participant?: string;
        };
        /**
         * @description The optional filter of findContacts: only `where.remoteJid` filters (a bare number is turned
         *     into a JID); `where._id`, `where.id` and `where.pushName` are checked to be non-empty
         *     strings and otherwise ignored, as are any other fields.
         *     (evolution-api@4ca141b4:src/validate/chat.schema.ts, contactValidateSchema;
         *     evolution-api@4ca141b4:src/api/services/channel.service.ts, fetchContacts)
         */
        FindContactsQuery: {
            where?: {
                /** @example 5511999999999@s.whatsapp.net */
                remoteJid?: string;
                _id?: string;
                id?: string;
                pushName?: string;
            };
            /** @description The page size. */
            offset?: number;
            page?: number;
        };
        /**
         * @description A stored contact (the `Contact` table): filled from WhatsApp's contact and message events.
         *     (evolution-api@4ca141b4:prisma/postgresql-schema.prisma, Contact)
         */
        Contact: {
            /** @example clv8z2k1p0002qz8r3n5x7y9a */
            id: string;
            /** @example 5511999999999@s.whatsapp.net */
            remoteJid: string;
            /** @example Maria Souza */
            pushName?: string | null;
            /** @example https://pps.whatsapp.net/v/t61.24694-24/417349845_1133722817814380_n.jpg */
            profilePicUrl?: string | null;
            /** Format: date-time */
            createdAt?: string | null;
            /** Format: date-time */
            updatedAt?: string | null;
            /** @example 9e3b6c8a-1f2d-4e5b-8a7c-3d2e1f0a9b8c */
            instanceId: string;
            isGroup?: boolean;
            /** @description True when the contact has a name or a picture. */
            isSaved?: boolean;
            /** @enum {string} */
            type?: "group" | "contact" | "group_member";
        };
        /**
         * @description The optional filter and page of findMessages. Filters: `where.id` (the stored row's id),
         *     `where.source`, `where.messageType`, and in `where.key` the message `id`, `remoteJid`,
         *     `participants` and `fromMe` (only `fromMe: true` filters: false is ignored). `offset` is the
         *     page size (default 50), `page` starts at 1. `limit` and `where._id` are checked and ignored.
         *     (evolution-api@4ca141b4:src/validate/chat.schema.ts, messageValidateSchema;
         *     evolution-api@4ca141b4:src/api/services/channel.service.ts, fetchMessages)
         */
        FindMessagesQuery: {
            where?: {
                _id?: string;
                id?: string;
                /** @enum {string} */
                source?: "ios" | "android" | "web" | "unknown" | "desktop";
                /**
                 * @example conversation
                 * @example imageMessage
                 */
                messageType?: string;
                key?: {
                    id?: string;
                    /** @example 5511999999999@s.whatsapp.net */
                    remoteJid?: string;
                    fromMe?: boolean;
                    participants?: string;
                    /** @description The sender in a group. */
                    participant?: string;
                    /** @description The chat's JID in the other addressing form (see MessageKey). */
                    remoteJidAlt?: string;
                };
                message?: Record<string, never>;
                /** @description Only messages between these dates (both needed). */
                messageTimestamp?: {
                    gte?: string;
                    lte?: string;
                };
            };
            /** @example 1 */
            page?: number;
            /**
             * @description The page size.
             * @example 50
             */
            offset?: number;
            /** @description Accepted and ignored. */
            limit?: number;
        };
        /**
         * @description A stored message (the `Message` table) with the statuses recorded for it.
         *     (evolution-api@4ca141b4:prisma/postgresql-schema.prisma, Message;
         *     evolution-api@4ca141b4:src/api/services/channel.service.ts, fetchMessages)
         */
        StoredMessage: {
            /** @example clv8z2k1p0003qz8r3n5x7y9b */
            id: string;
            key: components["schemas"]["MessageKey"];
            /**
             * @description The sender's WhatsApp name, when WhatsApp gave one.
             * @example Maria Souza
             */
            pushName?: string | null;
            /** @example conversation */
            messageType: string;
            /**
             * @description The content, as WhatsApp sent it.
             * @example {
             *       "conversation": "Your order 1042 is on its way."
             *     }
             */
            message: Record<string, never>;
            /**
             * @description Unix seconds.
             * @example 1717690015
             */
            messageTimestamp: number;
            /** @example 9e3b6c8a-1f2d-4e5b-8a7c-3d2e1f0a9b8c */
            instanceId?: string;
            /** @enum {string} */
            source?: "ios" | "android" | "web" | "unknown" | "desktop";
            MessageUpdate?: {
                /** @example DELIVERY_ACK */
                status?: string;
            }[];
        };
        MessagePage: {
            messages: {
                /**
                 * @description How many stored messages match.
                 * @example 1
                 */
                total: number;
                /**
                 * @description How many pages of `offset` messages they fill.
                 * @example 1
                 */
                pages: number;
                /**
                 * @description The page asked for (`page`, 1 without one).
                 * @example 1
                 */
                currentPage: number;
                records: components["schemas"]["StoredMessage"][];
            };
        };
        /**
         * @description The filter and page of findStatusMessage. Only `where.remoteJid` and `where.id` filter, and
         *     `where.id` is the stored message's row id (`messageId` in the answer), not its WhatsApp key
         *     id. The page is `page` (from 1) of `offset` rows; 2.1.1 sets no default for either, so send
         *     both. The other `where` fields and `limit` are checked and ignored.
         *     (evolution-api@4ca141b4:src/validate/chat.schema.ts, messageUpSchema;
         *     evolution-api@4ca141b4:src/api/services/channel.service.ts, fetchStatusMessage)
         */
        FindStatusMessageQuery: {
            where?: {
                /** @example 5511999999999@s.whatsapp.net */
                remoteJid?: string;
                id?: string;
                _id?: string;
                /** @enum {boolean} */
                fromMe?: true | false;
                participant?: string;
                /** @enum {string} */
                status?: "ERROR" | "PENDING" | "SERVER_ACK" | "DELIVERY_ACK" | "READ" | "PLAYED";
            };
            page?: number;
            offset?: number;
            /** @description Accepted and ignored. */
            limit?: number;
        };
        /**
         * @description One status update of a message (the `MessageUpdate` table).
         *     (evolution-api@4ca141b4:prisma/postgresql-schema.prisma, MessageUpdate)
         */
        MessageStatusUpdate: {
            /** @example clv8z2k1p0004qz8r3n5x7y9c */
            id: string;
            /**
             * @description The message's WhatsApp id.
             * @example 3EB05A4C7E1F9D2B8A6C3E0F1D4B7A9C2E5F8D1B
             */
            keyId: string;
            /** @example 5511999999999@s.whatsapp.net */
            remoteJid: string;
            fromMe: boolean;
            /**
             * @description The sender, for a message in a group.
             * @example 5511988887777@s.whatsapp.net
             */
            participant?: string | null;
            /** @description Poll votes, when the message is a poll. */
            pollUpdates?: unknown;
            /** @example READ */
            status: string;
            /**
             * @description The stored message's row id (`where.id` filters on it).
             * @example clv8z2k1p0003qz8r3n5x7y9b
             */
            messageId: string;
            /** @example 9e3b6c8a-1f2d-4e5b-8a7c-3d2e1f0a9b8c */
            instanceId?: string;
        };
        /**
         * @description Body of markChatUnread: the chat's `lastMessage` (required by 2.1.1's schema; `chat` alone
         *     is refused, although the service could use it).
         *     (evolution-api@4ca141b4:src/validate/chat.schema.ts, markChatUnreadSchema)
         */
        MarkChatUnreadRequest: {
            /** @example 5511999999999@s.whatsapp.net */
            chat?: string;
            lastMessage: components["schemas"]["ChatLastMessage"];
        };
        MarkChatUnreadResult: {
            /**
             * @description The `chat` sent, or the last message's `remoteJid`.
             * @example 5511999999999@s.whatsapp.net
             */
            chatId?: string;
            /** @constant */
            markedChatUnread: true;
        };
        /**
         * @description Body of sendPresence: the chat, the presence to show there and for how long (all three
         *     required). Not to be confused with setPresence, which sets the account-wide presence.
         *     (evolution-api@4ca141b4:src/validate/chat.schema.ts, presenceSchema)
         */
        SendPresenceRequest: {
            number: components["schemas"]["SendNumber"];
            presence: components["schemas"]["Presence"];
            /**
             * @description Milliseconds to show it; the answer waits that long (in 20 s steps above 20000).
             * @example 3000
             */
            delay: number;
        };
        /** @description Body of updateBlockStatus. (evolution-api@4ca141b4:src/validate/chat.schema.ts, blockUserSchema) */
        BlockStatusRequest: {
            /** @example 5511999999999 */
            number: string;
            /** @enum {string} */
            status: "block" | "unblock";
        };
        BlockStatusResult: {
            /**
             * @description Also after an unblock.
             * @constant
             */
            block: "success";
        };
        /**
         * @description Body of updateMessage: the chat (`number`), the key of the message to edit, and the new
         *     text (the caption, for an image or video). 2.1.1's schema requires none of them; without
         *     `number` the service fails with 500 "Cannot read properties of undefined (reading
         *     'includes')". (evolution-api@4ca141b4:src/validate/chat.schema.ts, updateMessageSchema;
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, updateMessage)
         */
        UpdateMessageRequest: {
            /**
             * @description The chat, as a number or a JID.
             * @example 5511999999999
             */
            number?: string;
            /** @example Your order 1042 is on its way (with the courier now). */
            text?: string;
            key?: {
                /** @example 3EB05A4C7E1F9D2B8A6C3E0F1D4B7A9C2E5F8D1B */
                id: string;
                /** @enum {boolean} */
                fromMe: true | false;
                remoteJid: string;
            };
        };
        /**
         * @description Body of whatsappNumbers. 2.1.1's schema does not require `numbers`, but without it the
         *     service fails with 500 "Cannot read properties of undefined (reading 'forEach')".
         *     (evolution-api@4ca141b4:src/validate/chat.schema.ts, whatsappNumberSchema;
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, whatsappNumber)
         */
        WhatsAppNumbersRequest: {
            /**
             * @description Numbers with country code, or JIDs (a group JID is looked up as a group).
             * @example [
             *       "5511999999999",
             *       "5511988887777"
             *     ]
             */
            numbers?: string[];
        };
        /**
         * @description One checked number. Brazilian, Mexican and Argentine numbers are matched with and without
         *     the extra mobile digit, so `jid` can differ from `number`. A number found on WhatsApp is
         *     remembered, and answered from that cache later.
         *     (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, whatsappNumber)
         */
        WhatsAppNumber: {
            exists: boolean;
            /** @example 5511999999999@s.whatsapp.net */
            jid: string;
            /**
             * @description The number as it was asked.
             * @example 5511999999999
             */
            number: string;
            /**
             * @description The push name of a stored contact, or a group's subject.
             * @example Maria Souza
             */
            name?: string;
            /**
             * @description The number's LID (`…@lid`), when WhatsApp gives one.
             * @example 123456789012345@lid
             */
            lid?: string;
        };
        /**
         * @description Body of createGroup. Participants not on WhatsApp are left out silently.
         *     `profilePicture` is accepted and ignored. Unlike the other group routes, createGroup reports
         *     validation failures as nested lists of texts.
         *     (evolution-api@4ca141b4:src/validate/group.schema.ts, createGroupSchema;
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, createGroup)
         */
        CreateGroupRequest: {
            /** @example Padaria Central - Equipe */
            subject: string;
            /** @example Shift swaps and daily notices for the bakery team. */
            description?: string;
            /**
             * @example [
             *       "5511988887777",
             *       "5511977776666"
             *     ]
             */
            participants: string[];
            /**
             * @description Make every participant an admin.
             * @enum {boolean}
             */
            promoteParticipants?: true | false;
            /** @description Accepted and ignored. */
            profilePicture?: string;
        };
        InviteCode: {
            /** @example https://chat.whatsapp.com/F1EX5QZxO181L3TMVP31gY */
            inviteUrl: string;
            /** @example F1EX5QZxO181L3TMVP31gY */
            inviteCode: string;
        };
        /**
         * @description Body of sendGroupInvite. Unlike the other group routes, `groupJid` is read from the body
         *     only, and must be the whole JID (`…@g.us`). (evolution-api@4ca141b4:src/validate/group.schema.ts, groupSendInviteSchema;
         *     evolution-api@4ca141b4:src/api/abstract/abstract.router.ts, groupNoValidate)
         */
        SendGroupInviteRequest: {
            /** @example 120363025246125486@g.us */
            groupJid: string;
            /**
             * @description The text before the link.
             * @example Join the bakery team group
             */
            description: string;
            /**
             * @example [
             *       "5511988887777"
             *     ]
             */
            numbers: string[];
        };
        /**
         * @description Body of toggleEphemeral: seconds the new messages last: off, 1 day, 7 days or 90 days.
         *     (evolution-api@4ca141b4:src/validate/group.schema.ts, toggleEphemeralSchema)
         */
        ToggleEphemeralRequest: {
            /** @enum {number} */
            expiration: 0 | 86400 | 604800 | 7776000;
            groupJid?: string;
        };
        /**
         * @description Body of updateGroupPicture. `image` is an http(s) URL or raw base64; 2.1.1 downloads a URL
         *     with `?timestamp=<ms>` appended even when it already has a query, so signed URLs break.
         *     `groupJid` may come in the body instead of the query.
         *     (evolution-api@4ca141b4:src/validate/group.schema.ts, updateGroupPictureSchema;
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, updateGroupPicture)
         */
        GroupPictureRequest: {
            /** @example https://example.org/logos/padaria.png */
            image: string;
            groupJid?: string;
        };
        /**
         * @description Body of updateGroupSetting: `announcement` (only admins send) or `not_announcement`, `locked`
         *     (only admins edit the group's info) or `unlocked`. (evolution-api@4ca141b4:src/validate/group.schema.ts, updateSettingsSchema)
         */
        GroupSettingRequest: {
            /** @enum {string} */
            action: "announcement" | "not_announcement" | "locked" | "unlocked";
            groupJid?: string;
        };
        /**
         * @description Body of createInstance. 2.1.1's schema requires nothing, but in practice a body without
         *     `integration` (or with an unknown one) is answered 400 "Invalid integration", and one
         *     without `instanceName` 400 with a database error text. The `webhook` object is stored
         *     enabled, and its `events` are not checked here (unlike webhook/set), so INSTANCE_CREATE and
         *     INSTANCE_DELETE can be subscribed to only this way. The flat `webhookUrl`, `webhookByEvents`,
         *     `webhookBase64` and `webhookEvents` fields are validated and then ignored. Fields of the
         *     integrations this profile leaves out (chatwoot…, rabbitmq…, sqs…, websocket) are accepted.
         *     (evolution-api@4ca141b4:src/validate/instance.schema.ts, instanceSchema;
         *     evolution-api@4ca141b4:src/api/controllers/instance.controller.ts, createInstance;
         *     evolution-api@4ca141b4:src/api/integrations/event/event.manager.ts, setInstance; observed)
         */
        CreateInstanceRequest: {
            /**
             * @description The instance's name: it appears in every path; a name in use is refused with 403. 2.4.0 cuts the spaces around it before it checks and stores it (" shop "
             *     is "shop"). (evolution-api@5624bdae:src/api/controllers/instance.controller.ts, createInstance)
             * @example my-instance
             */
            instanceName?: string;
            /**
             * @description The channel: WHATSAPP-BAILEYS (WhatsApp Web, the channel this profile describes),
             *     WHATSAPP-BUSINESS or EVOLUTION. Not checked by the schema: a missing or unknown value is
             *     answered 400 ["Invalid integration"] by the controller.
             * @example WHATSAPP-BAILEYS
             */
            integration?: unknown;
            /** @description The instance's API key; 2.1.1 generates an upper-case UUID when it is missing. */
            token?: string;
            /** @description Connect right away; the answer then waits about 5 s and carries the first QR code. */
            qrcode?: boolean;
            /**
             * @description The phone number (digits) to pair with a code instead of a QR; required for WHATSAPP-BUSINESS.
             * @example 5511999999999
             */
            number?: string;
            /** @description The Meta business account id (WHATSAPP-BUSINESS). */
            businessId?: string;
            rejectCall?: boolean;
            msgCall?: string;
            groupsIgnore?: boolean;
            alwaysOnline?: boolean;
            readMessages?: boolean;
            readStatus?: boolean;
            syncFullHistory?: boolean;
            /** @description With proxyPort and proxyProtocol, a proxy 2.1.1 tests first (see setProxy) and refuses with 400 "Invalid proxy". */
            proxyHost?: string;
            proxyPort?: string;
            proxyProtocol?: string;
            proxyUsername?: string;
            proxyPassword?: string;
            /** @description A webhook to store with the instance, enabled. */
            webhook?: {
                /** @example https://hooks.example.org/evolution */
                url?: string;
                headers?: {
                    [key: string]: string;
                };
                byEvents?: boolean;
                base64?: boolean;
                /**
                 * @description Not checked at create; INSTANCE_CREATE and INSTANCE_DELETE work here.
                 * @example [
                 *       "INSTANCE_CREATE",
                 *       "INSTANCE_DELETE",
                 *       "CONNECTION_UPDATE"
                 *     ]
                 */
                events?: string[];
            };
            /** @description Events of the instance's webhook, by 2.1.1's own names. */
            webhookEvents?: ("APPLICATION_STARTUP" | "QRCODE_UPDATED" | "MESSAGES_SET" | "MESSAGES_UPSERT" | "MESSAGES_EDITED" | "MESSAGES_UPDATE" | "MESSAGES_DELETE" | "SEND_MESSAGE" | "CONTACTS_SET" | "CONTACTS_UPSERT" | "CONTACTS_UPDATE" | "PRESENCE_UPDATE" | "CHATS_SET" | "CHATS_UPSERT" | "CHATS_UPDATE" | "CHATS_DELETE" | "GROUPS_UPSERT" | "GROUP_UPDATE" | "GROUP_PARTICIPANTS_UPDATE" | "CONNECTION_UPDATE" | "LABELS_EDIT" | "LABELS_ASSOCIATION" | "CALL" | "TYPEBOT_START" | "TYPEBOT_CHANGE_STATUS")[];
            /** @description A Wavoip token (voice calls through Wavoip); stored in the settings. (evolution-api@cd800f29:src/validate/instance.schema.ts) */
            wavoipToken?: string;
            /** @description Publish the instance's events to NATS (when the gateway has NATS on). */
            natsEnabled?: boolean;
            /** @description The events to publish to NATS. */
            natsEvents?: components["schemas"]["WebhookEvent"][];
        };
        /**
         * @description The instance's behaviour settings (the `Setting` table): reject calls (answering `msgCall`),
         *     ignore groups, stay online, mark incoming messages and statuses read, sync the full history.
         *     (evolution-api@4ca141b4:prisma/postgresql-schema.prisma, Setting)
         */
        InstanceSettings: {
            rejectCall: boolean;
            /** @example Sorry, we cannot take calls. Please send a message. */
            msgCall?: string | null;
            groupsIgnore: boolean;
            alwaysOnline: boolean;
            readMessages: boolean;
            readStatus: boolean;
            syncFullHistory: boolean;
            /** @description The Wavoip token ("" when none). (evolution-api@cd800f29:src/validate/settings.schema.ts; observed) */
            wavoipToken?: string;
        };
        /**
         * @description What createInstance answers. `hash` is the instance's API key (the `token` sent, or a
         *     generated one): a credential, never to be logged. The integration objects echo what the body
         *     asked for (empty when nothing was), and are always written.
         *     (evolution-api@4ca141b4:src/api/controllers/instance.controller.ts, createInstance; observed)
         */
        CreatedInstance: {
            instance: {
                instanceName: string;
                /** Format: uuid */
                instanceId: string;
                integration: string;
                /** @description The URL Meta must call (WHATSAPP-BUSINESS), else null. */
                webhookWaBusiness?: string | null;
                accessTokenWaBusiness?: string;
                status: components["schemas"]["ConnectionState"];
            };
            /** @description The instance's API key. */
            hash: string;
            webhook: {
                webhookUrl?: string;
                webhookHeaders?: Record<string, never>;
                webhookByEvents?: boolean;
                webhookBase64?: boolean;
            };
            websocket: Record<string, never>;
            rabbitmq: Record<string, never>;
            sqs: Record<string, never>;
            settings: components["schemas"]["InstanceSettings"];
            /** @description With `qrcode` true, the QR code after about 5 s (only `count` when none came yet). */
            qrcode?: {
                pairingCode?: string | null;
                code?: string;
                base64?: string;
                count?: number;
            };
            /** @description The NATS integration's settings (`{}` when off). (observed) */
            nats: Record<string, never>;
        };
        /**
         * @description A stored instance (the `Instance` table) with its integrations, settings and counts. It
         *     carries credentials: `token` (the instance's API key) and, in `Proxy`, the proxy password.
         *     Never log an answer of fetchInstances as it is.
         *     (evolution-api@4ca141b4:prisma/postgresql-schema.prisma, Instance;
         *     evolution-api@4ca141b4:src/api/services/monitor.service.ts, instanceInfo; observed)
         *     Every column and every included relation is always written (null when empty).
         */
        InstanceRecord: {
            /** Format: uuid */
            id: string;
            /** @example my-instance */
            name: string;
            connectionStatus: components["schemas"]["ConnectionState"];
            /** @example 5511999999999@s.whatsapp.net */
            ownerJid: string | null;
            profileName: string | null;
            profilePicUrl: string | null;
            /** @example WHATSAPP-BAILEYS */
            integration: string | null;
            number: string | null;
            businessId: string | null;
            /** @description The instance's API key (a credential). */
            token: string | null;
            /**
             * @description The gateway's DATABASE_CONNECTION_CLIENT_NAME; an instance is listed only by gateways of its client name.
             * @example evolution_exchange
             */
            clientName: string | null;
            /** @example 401 */
            disconnectionReasonCode: number | null;
            /** @description The last disconnection as WhatsApp reported it (JSON text), or null. */
            disconnectionObject: unknown;
            /** Format: date-time */
            disconnectionAt: string | null;
            /** Format: date-time */
            createdAt: string | null;
            /** Format: date-time */
            updatedAt: string | null;
            Chatwoot: Record<string, never> | null;
            /** @description The stored proxy, password included. */
            Proxy: Record<string, never> | null;
            Rabbitmq: Record<string, never> | null;
            Sqs: Record<string, never> | null;
            Websocket: Record<string, never> | null;
            /** @description The stored settings, with the row's id, dates and instance id, or null. */
            Setting: (components["schemas"]["InstanceSettings"] & {
                id?: string;
                /** Format: date-time */
                createdAt?: string | null;
                /** Format: date-time */
                updatedAt?: string;
                instanceId?: string;
            }) | null;
            _count: {
                Message?: number;
                Contact?: number;
                Chat?: number;
            };
            /** @description The NATS integration's row, or null. (observed) */
            Nats: Record<string, never> | null;
        };
        /**
         * @description A label of a WhatsApp Business account, as stored from WhatsApp's label events.
         *     (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, fetchLabels;
         *     evolution-api@4ca141b4:prisma/postgresql-schema.prisma, Label)
         */
        Label: {
            /**
             * @description WhatsApp's label id (what handleLabel takes as `labelId`).
             * @example 1
             */
            id?: string | null;
            /** @example New customer */
            name: string;
            /**
             * @description WhatsApp's colour index.
             * @example 0
             */
            color: string;
            /** @example 1 */
            predefinedId?: string | null;
        };
        /** @description Body of handleLabel. (evolution-api@4ca141b4:src/validate/label.schema.ts, handleLabelSchema) */
        HandleLabelRequest: {
            number: components["schemas"]["SendNumber"];
            /**
             * @description A label's `id` from findLabels.
             * @example 5
             */
            labelId: string;
            /** @enum {string} */
            action: "add" | "remove";
        };
        HandleLabelResult: {
            /** @example 5511999999999@s.whatsapp.net */
            numberJid: string;
            /** @example 5 */
            labelId: string;
            /** @constant */
            add?: true;
            /** @constant */
            remove?: true;
        };
        /**
         * @description Body of sendMedia. `media` is an http(s) URL or raw base64 content; anything else is refused
         *     with 400 "Owned media must be a url or base64", and a base64 document without `fileName` with
         *     400 "For base64 the file name must be informed.". Without `mimetype` it is guessed from the
         *     file name, then from the URL's Content-Type (one more download).
         *     (evolution-api@4ca141b4:src/validate/message.schema.ts, mediaMessageSchema;
         *     evolution-api@4ca141b4:src/api/controllers/sendMessage.controller.ts, sendMedia;
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, prepareMediaMessage)
         */
        SendMediaRequest: {
            number: components["schemas"]["SendNumber"];
            /** @enum {string} */
            mediatype: "image" | "document" | "video" | "audio";
            /**
             * @description An http(s) URL of the file, or its raw base64 content (no `data:` prefix).
             * @example https://example.org/receipts/1042.jpg
             */
            media?: string;
            /** @example image/jpeg */
            mimetype?: string;
            /**
             * @description Shown for documents; defaults to the URL's file name, `image.png` or `video.mp4`.
             * @example receipt-1042.jpg
             */
            fileName?: string;
            /** @example Receipt for order 1042 */
            caption?: string;
            delay?: components["schemas"]["SendOptionDelay"];
            quoted?: components["schemas"]["QuotedMessage"];
            mentionsEveryOne?: components["schemas"]["SendMentionsEveryOne"];
            mentioned?: components["schemas"]["SendOptionMentioned"];
            /** @description Play the video as a GIF (loops, no sound). A boolean, or "true"/"false" as text (a multipart field). */
            gifPlayback?: boolean | ("true" | "false");
            /** @description Where the GIF comes from, shown by WhatsApp (0 none, 1 Giphy, 2 Tenor); a number or the same as text. */
            gifAttribution?: (0 | 1 | 2) | ("0" | "1" | "2");
        };
        /**
         * @description Send record of sendMedia: one media content member, and `message.base64` (the sent file)
         *     when the gateway stores no media in S3.
         *     (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, sendMessageWithTyping)
         */
        SentMediaMessage: components["schemas"]["SentMessage"] & {
            message?: {
                imageMessage?: components["schemas"]["SentMediaContent"];
                videoMessage?: components["schemas"]["SentMediaContent"];
                documentMessage?: components["schemas"]["SentMediaContent"];
                audioMessage?: components["schemas"]["SentMediaContent"];
                /**
                 * @description The sent file, when S3 storage is off.
                 * @example /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/
                 */
                base64?: string;
            };
            /** @enum {unknown} */
            messageType?: "imageMessage" | "videoMessage" | "documentMessage" | "audioMessage";
        };
        /**
         * @description Body of sendPoll: the question, how many options a voter may pick (0 for any number), and 2
         *     to 10 distinct options. A `selectableCount` above the number of options is refused by the
         *     WhatsApp library with 400 `Error: poll.selectableCount in poll should be >= 0 and <= <n>`.
         *     (evolution-api@4ca141b4:src/validate/message.schema.ts, pollMessageSchema;
         *     Baileys@v6.7.7:src/Utils/messages.ts, poll)
         */
        SendPollRequest: {
            number: components["schemas"]["SendNumber"];
            /**
             * @description The question.
             * @example Which bread should we bake on Sunday?
             */
            name: string;
            /**
             * @description How many options a voter may pick; 0 allows any number (a multiple-choice poll).
             * @example 1
             */
            selectableCount: number;
            /**
             * @example [
             *       "Sourdough",
             *       "Rye",
             *       "Brioche"
             *     ]
             */
            values: string[];
            delay?: components["schemas"]["SendOptionDelay"];
            quoted?: components["schemas"]["QuotedMessage"];
            mentionsEveryOne?: components["schemas"]["SendMentionsEveryOne"];
            mentioned?: components["schemas"]["SendOptionMentioned"];
        };
        PollCreation: {
            /**
             * @description The question.
             * @example Which bread should we bake on Sunday?
             */
            name: string;
            options: {
                /** @example Sourdough */
                optionName: string;
            }[];
            /**
             * @description The request's `selectableCount`.
             * @example 1
             */
            selectableOptionsCount: number;
        };
        /**
         * @description Send record of sendPoll: `message.messageContextInfo.messageSecret` (base64, needed to
         *     decrypt the votes) and the poll, as `pollCreationMessageV3` when `selectableCount` is above
         *     0 and as `pollCreationMessage` when it is 0. (Baileys@v6.7.7:src/Utils/messages.ts, poll)
         */
        SentPollMessage: components["schemas"]["SentMessage"] & {
            message?: {
                messageContextInfo: {
                    /**
                     * @description 32 random bytes.
                     * @example Gon4KeV+eVApC1y3Mn2zSyVQlLTEjMclwD4jw/JMew8=
                     */
                    messageSecret?: string;
                };
                pollCreationMessage?: components["schemas"]["PollCreation"];
                pollCreationMessageV3?: components["schemas"]["PollCreation"];
            };
            /** @enum {unknown} */
            messageType?: "pollCreationMessage" | "pollCreationMessageV3";
        };
        /**
         * @description Body of sendReaction: the key of the message to react to, and the emoji. A `reaction` made
         *     only of letters, digits, spaces and a few punctuation marks (an empty one included) is
         *     refused with 400 `"reaction" must be an emoji`, so a reaction cannot be removed through
         *     2.1.1. (evolution-api@4ca141b4:src/validate/message.schema.ts, reactionMessageSchema;
         *     evolution-api@4ca141b4:src/api/controllers/sendMessage.controller.ts, sendReaction)
         */
        SendReactionRequest: {
            key: {
                /** @example 3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1 */
                id: string;
                /**
                 * @description The chat of the message; the reaction goes there.
                 * @example 5511999999999@s.whatsapp.net
                 */
                remoteJid: string;
                /** @enum {boolean} */
                fromMe: true | false;
            };
            /** @example 👍 */
            reaction: string;
        };
        /**
         * @description Send record of sendReaction: `message.reactionMessage` with the reacted message's key, the
         *     emoji and `senderTimestampMs` (a 64-bit integer, hence a string).
         *     (Baileys@v6.7.7:src/Utils/messages.ts, react, pinned by evolution-api@4ca141b4:package.json)
         */
        SentReactionMessage: components["schemas"]["SentMessage"] & {
            message?: {
                reactionMessage: {
                    key: components["schemas"]["MessageKey"];
                    /**
                     * @description The emoji.
                     * @example 👍
                     */
                    text: string;
                    /**
                     * @description When the reaction was sent, Unix milliseconds (a 64-bit integer, hence a string).
                     * @example 1717690444123
                     */
                    senderTimestampMs?: string;
                };
            };
            /** @constant */
            messageType?: "reactionMessage";
        };
        /**
         * @description Body of sendStatus. 2.1.1 refuses with 400: no `statusJidList` and no `allContacts`
         *     ("StatusJidList is required"), `allContacts` with no stored contact ("Contacts not found"),
         *     and a `text` status without `backgroundColor` ("Background color is required") or with a
         *     `font` of 0 or none ("Font is required": 0 counts as missing). An image or video `content`
         *     is a URL; an audio one a URL (downloaded with `?timestamp=<ms>` appended) or base64.
         *     (evolution-api@4ca141b4:src/validate/message.schema.ts, statusMessageSchema;
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, formatStatusMessage)
         */
        SendStatusRequest: {
            /** @enum {string} */
            type: "text" | "image" | "audio" | "video";
            /**
             * @description The text, or the URL (or, for audio, base64) of the media.
             * @example Fresh bread at 7:00 every day!
             */
            content?: string;
            caption?: string;
            /**
             * @description The background of a text status, e.g. `#008000`.
             * @example #008000
             */
            backgroundColor?: string;
            /**
             * @description The font of a text status; 0 is refused as missing.
             * @example 1
             */
            font?: number;
            /** @description Who sees the status (JIDs starting with digits). */
            statusJidList?: string[];
            /**
             * @description Every stored contact with a push name sees the status.
             * @enum {boolean}
             */
            allContacts?: true | false;
        };
        /**
         * @description Send record of sendStatus: sent to `status@broadcast`; a text status appears as
         *     `message.conversation` (2.1.1 drops its colours from the record).
         *     (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, sendMessage, prepareMessage)
         */
        SentStatusMessage: components["schemas"]["SentMessage"] & {
            key?: {
                /** @constant */
                remoteJid?: "status@broadcast";
                fromMe?: boolean;
                id?: string;
            };
        };
        /**
         * @description Body of sendTemplate: the name and language of an approved Meta template, and its
         *     `components` (header, body and button parameters, as Meta's Cloud API takes them).
         *     2.1.1 requires only `name` and `language`.
         *     (evolution-api@4ca141b4:src/validate/message.schema.ts, templateMessageSchema)
         */
        SendTemplateRequest: {
            number?: components["schemas"]["SendNumber"];
            /** @example order_ready */
            name: string;
            /** @example pt_BR */
            language: string;
            /** @description Template parameters in Meta's format. */
            components?: Record<string, never>[];
            /** @description Stored with the sent message (Meta channel). */
            webhookUrl?: string;
        };
        /**
         * @description Body of sendText. `number` and `text` are required; a blank `text` is refused with 400
         *     "Text is required". (evolution-api@4ca141b4:src/validate/message.schema.ts, textMessageSchema;
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, textMessage)
         */
        SendTextRequest: {
            number: components["schemas"]["SendNumber"];
            /**
             * @description The text. Links get a preview unless `linkPreview` is false.
             * @example Your order 1042 is on its way.
             */
            text: string;
            /** @description false turns off the preview of a link in the text (sendText is the one route that reads it). */
            linkPreview?: boolean;
            delay?: components["schemas"]["SendOptionDelay"];
            quoted?: components["schemas"]["QuotedMessage"];
            mentionsEveryOne?: components["schemas"]["SendMentionsEveryOne"];
            mentioned?: components["schemas"]["SendOptionMentioned"];
        };
        /**
         * @description Send record of sendText: `message.conversation` holds the text (2.1.1 turns an
         *     `extendedTextMessage` into `conversation`), `messageType` is `conversation`.
         *     (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, prepareMessage)
         */
        SentTextMessage: components["schemas"]["SentMessage"] & {
            message?: {
                /** @example Your order 1042 is on its way. */
                conversation: string;
            };
            /** @constant */
            messageType?: "conversation";
        };
        /**
         * @description Body of sendWhatsAppAudio. `audio` is an http(s) URL or raw base64 content; anything else is
         *     refused with 400 "Owned media must be a url or base64". 2.1.1 downloads a URL with
         *     `?timestamp=<ms>` appended, even to a URL that already has a query (so a signed URL breaks),
         *     and converts the audio with ffmpeg unless `encoding` is false.
         *     (evolution-api@4ca141b4:src/validate/message.schema.ts, audioMessageSchema;
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, audioWhatsapp, processAudio)
         */
        SendAudioRequest: {
            number: components["schemas"]["SendNumber"];
            /**
             * @description An http(s) URL of the audio, or its raw base64 content.
             * @example https://example.org/voice/welcome.mp3
             */
            audio?: string;
            /** @description false sends the audio as given, without converting it (default true; not in the 2.1.1 schema, read by the service). */
            encoding?: boolean;
            delay?: components["schemas"]["SendOptionDelay"];
            quoted?: components["schemas"]["QuotedMessage"];
            mentioned?: components["schemas"]["SendOptionMentioned"];
            mentionsEveryOne?: components["schemas"]["SendMentionsEveryOne"];
        };
        /**
         * @description Send record of sendWhatsAppAudio: `message.audioMessage` with `ptt: true`, and
         *     `message.base64` when S3 storage is off.
         *     (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, audioWhatsapp)
         */
        SentAudioMessage: components["schemas"]["SentMessage"] & {
            message?: {
                audioMessage: components["schemas"]["SentMediaContent"];
                /**
                 * @description The sent voice note (Ogg Opus), when S3 storage is off.
                 * @example T2dnUwACAAAAAAAAAAAHHjxaAAAAAL1BbxsBE09wdXNIZWFkAQE4AYC7AAAAAAA=
                 */
                base64?: string;
            };
            /** @constant */
            messageType?: "audioMessage";
        };
        /**
         * @description A business profile (`isBusiness: true` with WhatsApp's fields), or `isBusiness: false` with
         *     "Not is business profile" and the number's lookup (`exists`, `jid`, `number`, `name`).
         *     (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, fetchBusinessProfile;
         *     Baileys@v6.7.7:src/Socket/chats.ts, getBusinessProfile)
         */
        BusinessProfile: {
            isBusiness: boolean;
            /** @example 5511999999999@s.whatsapp.net */
            wid?: string;
            /** @example Artisan bakery since 1998 */
            description?: string;
            /** @example Rua Augusta, 2000 - Consolação, São Paulo - SP */
            address?: string;
            /** @example contato@padariacentral.com.br */
            email?: string;
            website?: string[];
            /** @example Bakery */
            category?: string;
            business_hours?: Record<string, never>;
            /** @example Not is business profile */
            message?: string;
            exists?: boolean;
            /** @example 5511999999999@s.whatsapp.net */
            jid?: string;
            /** @example 5511999999999 */
            number?: string;
            /**
             * @description The number's name, when the lookup found one.
             * @example Maria Souza
             */
            name?: string;
        };
        /**
         * @description Body of fetchProfile: a number, or nothing for the account's own profile. The route's schema
         *     declares no `number`, so any value passes validation; the service turns a truthy one into a JID
         *     (createJid), which fails 500 on a value that is not a string ("i.includes is not a function",
         *     an array "i?.replace is not a function").
         *     (evolution-api@4ca141b4:src/validate/chat.schema.ts, profileSchema; src/api/services/channel.service.ts, createJid)
         */
        FetchProfileRequest: {
            /**
             * @description A number with country code, or a JID.
             * @example 5511999999999
             */
            number?: string;
        };
        /**
         * @description A profile. For a `number`: its JID, push name, picture URL, status text ("about") and
         *     business details. Without one, the account's: its stored profile name and picture, and in
         *     `status` the instance's connection status (`open`), not the about text. When a lookup fails
         *     after the number check, 2.1.1 answers the same fields as null (and `os: null`).
         *     (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, fetchProfile)
         */
        Profile: {
            /** @example 5511999999999@s.whatsapp.net */
            wuid: string;
            /** @example Maria Souza */
            name?: string | null;
            numberExists?: boolean;
            /** @example https://pps.whatsapp.net/v/t61.24694-24/417349845_1133722817814380_n.jpg */
            picture?: string | null;
            /**
             * @description The about text of a number; the connection status for the account itself.
             * @example Available
             */
            status?: string | null;
            isBusiness?: boolean;
            /**
             * @description A business profile's email.
             * @example contato@padariacentral.com.br
             */
            email?: string | null;
            /**
             * @description A business profile's description.
             * @example Artisan bakery since 1998
             */
            description?: string | null;
            /**
             * @description A business profile's first website.
             * @example https://padariacentral.com.br
             */
            website?: string | null;
            os?: null;
        };
        ProfilePictureUrl: {
            /**
             * @description The number's JID.
             * @example 5511999999999@s.whatsapp.net
             */
            wuid: string;
            /**
             * @description The picture's URL on WhatsApp's servers (it expires), or null.
             * @example https://pps.whatsapp.net/v/t61.24694-24/417349845_1133722817814380_n.jpg
             */
            profilePictureUrl: string | null;
        };
        /**
         * @description Body of updateProfileName. 2.1.1's schema requires nothing; an empty `name` is refused only
         *     when the body has no other field. (evolution-api@4ca141b4:src/validate/chat.schema.ts, profileNameSchema)
         */
        ProfileNameRequest: {
            /** @example Padaria Central */
            name?: string;
        };
        /**
         * @description Body of updateProfileStatus. 2.1.1's schema requires nothing; an empty `status` is refused
         *     only when the body has no other field. (evolution-api@4ca141b4:src/validate/chat.schema.ts, profileStatusSchema)
         */
        ProfileStatusRequest: {
            /** @example Open 6:00 to 20:00 */
            status?: string;
        };
        /**
         * @description Body of setProxy. Unless the body also has `username` or `password`, an empty `host`,
         *     `port` or `protocol` is refused (`The "host" cannot be empty`), also with `enabled: false`:
         *     to disable the proxy, send any non-empty values (2.1.1 then stores them empty).
         *     (evolution-api@4ca141b4:src/validate/proxy.schema.ts, proxySchema)
         */
        SetProxyRequest: components["schemas"]["ProxySettings"] & {
            host?: string;
            port?: string;
            protocol?: string;
        };
        ProxyResult: {
            proxy: {
                /** @example my-instance */
                instanceName: string;
                proxy: components["schemas"]["ProxySettings"];
            };
        };
        /**
         * @description Body of setSettings: the six switches are required, `msgCall` is not.
         *     (evolution-api@4ca141b4:src/validate/settings.schema.ts, settingsSchema)
         */
        SetSettingsRequest: components["schemas"]["InstanceSettings"] & {
            /** @description The message a rejected caller gets (with `rejectCall`). */
            msgCall?: string;
        };
        /**
         * @description The instance's name and the settings as sent (every body field is echoed).
         *     (evolution-api@4ca141b4:src/api/services/settings.service.ts, create; observed)
         */
        SettingsResult: {
            settings: {
                /** @example my-instance */
                instanceName: string;
                settings: components["schemas"]["InstanceSettings"];
            };
        };
        /**
         * @description Body of createTemplate, in the form of Meta's message templates.
         *     (evolution-api@4ca141b4:src/validate/template.schema.ts, templateSchema)
         */
        CreateTemplateRequest: {
            /** @example order_ready */
            name: string;
            /** @enum {string} */
            category: "AUTHENTICATION" | "MARKETING" | "UTILITY";
            allowCategoryChange?: boolean;
            /** @example pt_BR */
            language: string;
            /** @description Header, body, footer and buttons, as Meta's Cloud API takes them. */
            components: Record<string, never>[];
            /** @description Stored with the template. */
            webhookUrl?: string;
        };
        /**
         * @description A stored template (the `Template` table): Meta's id and answer.
         *     (evolution-api@4ca141b4:prisma/postgresql-schema.prisma, Template)
         */
        StoredTemplate: {
            /** @example clx4t7m2q0001ab3cd9ef5gh1 */
            id: string;
            /** @example 1289547651234567 */
            templateId: string;
            /** @example order_ready */
            name: string;
            /** @description Meta's answer (id, status, category). */
            template: Record<string, never>;
            /** @example https://hooks.example.org/templates */
            webhookUrl?: string | null;
            /** Format: date-time */
            createdAt?: string | null;
            /** Format: date-time */
            updatedAt?: string;
            /** @example 9e3b6c8a-1f2d-4e5b-8a7c-3d2e1f0a9b8c */
            instanceId: string;
        };
        /**
         * @description Body of setWebhook: the configuration, nested in `webhook`. `url` must be a URL (a
         *     top-level domain is not needed), else 400 `Invalid "url" property`. With `enabled: false`
         *     2.1.1 stores no events; with `enabled: true` and no events, all 27.
         *     (evolution-api@4ca141b4:src/api/integrations/event/webhook/webhook.schema.ts, webhookSchema;
         *     evolution-api@4ca141b4:src/api/integrations/event/webhook/webhook.controller.ts, set)
         */
        SetWebhookRequest: {
            webhook: {
                enabled: boolean;
                /** @example https://hooks.example.org/evolution */
                url: string;
                /** @description Headers sent with every delivery (e.g. a receiver's own token). */
                headers?: {
                    [key: string]: string;
                };
                /** @description Deliver each event to `<url>/<event in kebab case>`, e.g. `/messages-upsert`. */
                byEvents?: boolean;
                /** @description Put the media of a received message in the delivery, as base64. */
                base64?: boolean;
                events?: (components["schemas"]["WebhookEvent"] | ("INSTANCE_CREATE" | "INSTANCE_DELETE" | "STATUS_INSTANCE"))[];
            };
        };
        /**
         * @description Body of getCatalog and getCollections: whose catalog (a number; without one 2.3.7 fails on
         *     it, 400 "Cannot read properties of undefined (reading 'replace')") and how many items per
         *     page (catalog, default 10) or at most (collections, capped at 20).
         *     (evolution-api@cd800f29:src/validate/business.schema.ts)
         */
        BusinessLookupRequest: {
            /** @example 5511999999999 */
            number?: string;
            /** @example 10 */
            limit?: number;
        };
        /**
         * @description A business account's catalog (every page read), or `{wuid, name: null, isBusiness: false}`
         *     when reading it failed. Products and collections are passed through from the WhatsApp
         *     library. (evolution-api@cd800f29:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, fetchCatalog, fetchCollections)
         */
        BusinessCatalog: {
            /** @example 5511999999999@s.whatsapp.net */
            wuid: string;
            numberExists?: boolean;
            name?: null;
            isBusiness: boolean;
            catalogLength?: number;
            catalog?: Record<string, never>[];
            collectionsLength?: number;
            collections?: Record<string, never>[];
        };
        /**
         * @description A failure of a template or business route, in Meta's error terms whatever the error was: a
         *     Graph API error's fields when Meta answered, else the error's message everywhere (a
         *     validation error's nested list included) with `whatsapp_code` "UNKNOWN_ERROR". Always 400.
         *     (evolution-api@cd800f29:src/utils/errorResponse.ts, createMetaErrorResponse)
         */
        MetaErrorResponse: {
            /** @constant */
            status: 400;
            /** @constant */
            error: "Bad Request";
            /** @description Meta's `error_user_title`, else the error's message (a nested list of texts for a validation error). */
            message: string | unknown[];
            details: {
                /** @description Meta's `error_user_msg`, else the error's message. */
                whatsapp_error: string | unknown[];
                /**
                 * @description Meta's error code, else "UNKNOWN_ERROR".
                 * @example UNKNOWN_ERROR
                 * @example 100
                 */
                whatsapp_code: string | number;
                error_user_title?: string | unknown[];
                error_user_msg?: string | unknown[];
                /**
                 * @example UNKNOWN
                 * @example OAuthException
                 */
                error_type?: string;
                error_subcode?: number | null;
                fbtrace_id?: string | null;
                /**
                 * @description Which route failed.
                 * @enum {string}
                 */
                context: "template_creation" | "template_find" | "template_edit" | "template_delete" | "business_catalog" | "business_collections";
                /** @constant */
                type: "whatsapp_api_error";
            };
            /** Format: date-time */
            timestamp: string;
        };
        /**
         * @description What a template or business route answers 400: Meta's error form, or, for a body that is
         *     not JSON (refused by the body parser before the route runs), the gateway's usual envelope.
         */
        MetaRouteError: components["schemas"]["MetaErrorResponse"] | components["schemas"]["BadRequestError"];
        /** @description Meta's answer to a template change, passed through (`{success: true}` when it worked). */
        TemplateChangeResult: {
            success?: boolean;
        };
        /**
         * @description One chat as 2.3.7's findChats lists it: built from the chat's newest stored message, its
         *     contact and its chat row, every field always written (null where the contact or the chat row
         *     is missing) and no other. (evolution-api@cd800f29:src/api/services/channel.service.ts, fetchChats)
         */
        ChatSummary: {
            /** @description The contact's id; null when the chat has no stored contact. */
            id: string | null;
            /** @example 5511999999999@s.whatsapp.net */
            remoteJid: string;
            /** @example Maria Souza */
            pushName: string | null;
            profilePicUrl: string | null;
            /** Format: date-time */
            updatedAt: string | null;
            /**
             * Format: date-time
             * @description When the chat row was created (the start of the 24-hour window).
             */
            windowStart: string | null;
            /** Format: date-time */
            windowExpires: string | null;
            /** @description True while the 24-hour window since `windowStart` is open. */
            windowActive: boolean;
            /**
             * @description The newest stored message of the chat: its row, each column always written (null when
             *     empty), media members cut down to their caption, name or length, and `pushName` "Você"
             *     for the account's own messages. (evolution-api@cd800f29:src/api/services/channel.service.ts,
             *     fetchChats, cleanMessageData)
             */
            lastMessage: {
                id: string;
                key: components["schemas"]["MessageKey"];
                pushName: string | null;
                participant: string | null;
                messageType: string;
                message: Record<string, never>;
                contextInfo: Record<string, never> | null;
                /**
                 * @example android
                 * @example ios
                 * @example web
                 * @example unknown
                 */
                source: string | null;
                messageTimestamp: number;
                instanceId: string;
                sessionId: string | null;
                status: string | null;
            };
            unreadCount: number | null;
            /** @description True when the chat has a stored contact. */
            isSaved: boolean;
        };
        /**
         * @description sendMedia as multipart/form-data: the file in the `file` part, the other fields of
         *     `SendMediaRequest` as text parts. (evolution-api@cd800f29:src/api/routes/sendMessage.router.ts)
         */
        SendMediaUpload: {
            /** @example 5511999999999 */
            number: string;
            /** @example image */
            mediatype?: string;
            /** @description The file's bytes. */
            file: string;
        } & {
            [key: string]: string;
        };
        /**
         * @description sendWhatsAppAudio as multipart/form-data: the file in the `file` part, the other fields of
         *     `SendAudioRequest` as text parts. (evolution-api@cd800f29:src/api/routes/sendMessage.router.ts)
         */
        SendAudioUpload: {
            /** @example 5511999999999 */
            number: string;
            /** @description The file's bytes. */
            file: string;
        } & {
            [key: string]: string;
        };
        /**
         * @description sendSticker as multipart/form-data: the file in the `file` part, the other fields of
         *     `SendStickerRequest` as text parts. (evolution-api@cd800f29:src/api/routes/sendMessage.router.ts)
         */
        SendStickerUpload: {
            /** @example 5511999999999 */
            number: string;
            /** @description The file's bytes. */
            file: string;
        } & {
            [key: string]: string;
        };
        /**
         * @description sendStatus as multipart/form-data: the file in the `file` part, the other fields of
         *     `SendStatusRequest` as text parts. (evolution-api@cd800f29:src/api/routes/sendMessage.router.ts)
         */
        SendStatusUpload: {
            /** @example image */
            type: string;
            /** @description The file's bytes. */
            file: string;
        } & {
            [key: string]: string;
        };
        /**
         * @description Body of sendButtons (2.2.0 and later): an optional header image (`thumbnailUrl`), title,
         *     description and footer, and the buttons, each with a `type`: `reply` (a quick reply, `id`
         *     and `displayText`; at most 3, not mixed with other types), `copy` (copies `id`), `url`
         *     (opens `url`), `call` (calls `phoneNumber`), or `pix` (a Brazilian PIX payment: `currency`,
         *     `name`, `keyType`, `key`; alone). `id`, `url` and `phoneNumber` may not be empty.
         *     (evolution-api@cd800f29:src/validate/message.schema.ts, buttonsMessageSchema;
         *     evolution-api@cd800f29:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, buttonMessage)
         */
        SendButtonsRequest: {
            number: components["schemas"]["SendNumber"];
            /** @example https://example.org/img/bakery.jpg */
            thumbnailUrl?: string;
            /** @example Your order is ready */
            title?: string;
            /** @example Pick it up or have it delivered? */
            description?: string;
            /** @example Padaria Central */
            footer?: string;
            buttons?: {
                /** @enum {string} */
                type: "reply" | "copy" | "url" | "call" | "pix";
                displayText?: string;
                id?: string;
                url?: string;
                phoneNumber?: string;
                /** @example BRL */
                currency?: string;
                name?: string;
                /** @enum {string} */
                keyType?: "phone" | "email" | "cpf" | "cnpj" | "random";
                key?: string;
            }[];
            delay?: components["schemas"]["SendOptionDelay"];
            quoted?: components["schemas"]["QuotedMessage"];
            mentionsEveryOne?: components["schemas"]["SendMentionsEveryOne"];
            mentioned?: components["schemas"]["SendOptionMentioned"];
        };
        /**
         * @description Body of offerCall: the number to call, a video flag and the call's length in seconds (1–15).
         *     (evolution-api@cd800f29:src/validate/message.schema.ts, offerCallSchema)
         */
        OfferCallRequest: {
            number: components["schemas"]["SendNumber"];
            isVideo?: boolean;
            /** @example 3 */
            callDuration: number;
        };
        /**
         * @description What 2.3.7 answers for a call: a fixed id "123", the callee's JID, and the body's `isVideo`
         *     (absent when the body has none) and `callDuration`. No call is placed.
         *     (evolution-api@cd800f29:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, offerCall)
         */
        OfferedCall: {
            /** @example 123 */
            id: string;
            /** @example 5511999999999@s.whatsapp.net */
            jid: string;
            isVideo?: boolean;
            callDuration: number;
        };
        /**
         * @description A chat row as the gateway stores it (Prisma's Chat model): its id, JID, name, labels, unread
         *     count and dates. (evolution-api@cd800f29:prisma/postgresql-schema.prisma, Chat)
         */
        StoredChat: {
            /** @example cmhx1a2b30000abcd1234efgh */
            id: string;
            /** @example 5511999999999@s.whatsapp.net */
            remoteJid: string;
            name?: string | null;
            /** @description The label ids of the chat (JSON), or null. */
            labels?: unknown;
            unreadMessages?: number;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string | null;
            instanceId?: string;
        };
        /** @description A bare error text, the form findChatByRemoteJid answers a missing query parameter in. */
        QueryParameterMissing: {
            error: string;
        };
        /**
         * @description Body of sendPtv. `video` is an http(s) URL or raw base64 (or the multipart `file` part
         *     instead); neither is refused with 400 ["Owned media must be a url or base64"].
         *     (evolution-api@cd800f29:src/validate/message.schema.ts, ptvMessageSchema;
         *     evolution-api@cd800f29:src/api/controllers/sendMessage.controller.ts, sendPtv)
         */
        SendPtvRequest: {
            number: components["schemas"]["SendNumber"];
            /**
             * @description An http(s) URL of the video, or its raw base64 content.
             * @example https://example.org/clips/welcome.mp4
             */
            video?: string;
            delay?: components["schemas"]["SendOptionDelay"];
            quoted?: components["schemas"]["QuotedMessage"];
            mentioned?: components["schemas"]["SendOptionMentioned"];
            mentionsEveryOne?: components["schemas"]["SendMentionsEveryOne"];
        };
        /**
         * @description sendPtv as multipart/form-data: the video in the `file` part, the other fields as text parts.
         *     (evolution-api@cd800f29:src/api/routes/sendMessage.router.ts, upload.single('file'))
         */
        SendPtvUpload: {
            number: string;
            /** @description The video file. */
            file: string;
            /** @description Milliseconds, as text. */
            delay?: string;
        };
        /**
         * @description Send record of sendPtv: `message.ptvMessage` holds the video note.
         *     (evolution-api@cd800f29:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, ptvMessage)
         */
        SentPtvMessage: components["schemas"]["SentMessage"] & {
            message?: {
                ptvMessage: components["schemas"]["SentMediaContent"];
            };
            /** @constant */
            messageType?: "ptvMessage";
        };
        /**
         * @description Body of deleteTemplate: the template's name (non-empty), and its id to delete one language
         *     version only. (evolution-api@cd800f29:src/validate/templateDelete.schema.ts)
         */
        DeleteTemplateRequest: {
            /** @example order_ready */
            name: string;
            /** @example 1234567890123456 */
            hsmId?: string;
        };
        /**
         * @description Body of editTemplate: the Meta template id (non-empty) and what to change.
         *     (evolution-api@cd800f29:src/validate/templateEdit.schema.ts)
         */
        EditTemplateRequest: {
            /** @example 1234567890123456 */
            templateId: string;
            /** @enum {string} */
            category?: "AUTHENTICATION" | "MARKETING" | "UTILITY";
            allowCategoryChange?: boolean;
            ttl?: number;
            components?: Record<string, never>[];
        };
        /**
         * @description What every business route answers while the gateway is not activated (503). The
         *     `register_url` and the URL in `message` are built from the request: the scheme of
         *     `X-Forwarded-Proto` (else the connection's) and the `Host` header, then `/manager/login`.
         *     (evolution-api@5624bdae:src/licensing/runtime.ts, gateMiddleware)
         */
        LicenceRequired: {
            /** @constant */
            error: "service not activated";
            /** @constant */
            code: "LICENSE_REQUIRED";
            /**
             * @description Where an operator activates this gateway (its manager's login page, on the Host the request named).
             * @example http://127.0.0.1:8080/manager/login
             */
            register_url: string;
            /** @description This installation's id at the licensing server (derived from the host; the same after a rebuild). */
            instance_id: string;
            /** @example https://docs.evolutionfoundation.com.br/licensing */
            docs_url: string;
            /** @description The same, in a sentence for an operator. */
            message: string;
        };
        /**
         * @description Body of findChannels: validated as findContacts' query (`where`, unused here); `page` and
         *     `limit` (or `rows`) choose the page and are not validated.
         *     (evolution-api@5624bdae:src/validate/chat.schema.ts, contactValidateSchema;
         *     evolution-api@5624bdae:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, fetchChannels)
         */
        FindChannelsRequest: {
            where?: Record<string, never>;
            page?: number;
            limit?: number;
        };
        /** @description One page of channels, newest message first. */
        ChannelPage: {
            total: number;
            pages: number;
            currentPage: number;
            limit: number;
            records: {
                /** @example 120363144038483540@newsletter */
                remoteJid: string;
                lastMessageTimestamp?: number;
            }[];
        };
        /**
         * @description Body of getPollVote: the poll message's key id and its chat.
         *     (evolution-api@5624bdae:src/validate/message.schema.ts, decryptPollVoteSchema)
         */
        GetPollVoteRequest: {
            message: {
                key: {
                    id: string;
                };
            };
            remoteJid: string;
        };
        /**
         * @description The poll's name (a Portuguese placeholder when it has none), how many people voted, and per
         *     option its votes and voters' JIDs.
         *     (evolution-api@5624bdae:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, baileysDecryptPollVote)
         */
        PollVotes: {
            poll: {
                name: string;
                totalVotes: number;
                results: {
                    [key: string]: {
                        votes: number;
                        voters: string[];
                    };
                };
            };
        };
        /**
         * @description Body of markMessageAsPlayed: the messages to mark played (at least one, no duplicates),
         *     each by its key. Messages of other chats than a person's or a group's are skipped.
         *     (evolution-api@5624bdae:src/validate/chat.schema.ts, markMessageAsPlayedSchema)
         */
        MarkMessageAsPlayedRequest: {
            playedMessages: {
                id: string;
                fromMe: boolean;
                remoteJid: string;
            }[];
        };
        /** @description What markMessageAsPlayed answers. (evolution-api@5624bdae:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, markMessageAsPlayed) */
        PlayedMessagesResult: {
            /** @constant */
            message: "Played messages";
            /** @constant */
            played: "success";
        };
        /**
         * @description Body of updateMemberAddMode: the group (also taken from the query, as every group route
         *     does) and who may add members. (evolution-api@5624bdae:src/validate/group.schema.ts,
         *     updateMemberAddModeSchema)
         */
        UpdateMemberAddModeRequest: {
            groupJid: string;
            /** @enum {string} */
            mode: "admin_add" | "all_member_add";
        };
        MemberAddModeResult: {
            /** @constant */
            update: "success";
            /** @enum {string} */
            mode: "admin_add" | "all_member_add";
        };
        /**
         * @description The gateway's licence: `inactive` until it is activated, then `active`; `api_key` is the
         *     licence key masked (its first 8 and last 4 characters), present once there is one.
         *     (evolution-api@5624bdae:src/licensing/runtime.ts, publicSnapshot)
         */
        LicenceStatus: {
            /** @enum {string} */
            status: "active" | "inactive";
            /** @description This installation's id at the licensing server. */
            instance_id: string;
            /** @description The licence key, masked. */
            api_key?: string;
        };
        /**
         * @description Where to register this gateway (`pending`), or that it is already activated (`active`).
         *     (evolution-api@5624bdae:src/api/routes/license.router.ts)
         */
        LicenceRegistration: {
            /** @enum {string} */
            status: "pending" | "active";
            /** @description The licensing server's registration page for this gateway. */
            register_url?: string;
            message?: string;
        };
        /**
         * @description A licence route that failed: what failed (`error`) and why (`details`, or a `message` for
         *     the operator). (evolution-api@5624bdae:src/api/routes/license.router.ts)
         */
        LicenceFailure: {
            error: string;
            details?: string;
            message?: string;
        };
        /**
         * @description A button of a card: `reply` (with an `id`), `copy` (with `copyCode`), `url` (with `url`) or
         *     `call` (with `phoneNumber`); `displayText` is its label. PIX buttons are not allowed here.
         *     (evolution-api@5624bdae:src/validate/message.schema.ts, carouselMessageSchema)
         */
        CarouselButton: {
            /** @enum {string} */
            type: "reply" | "copy" | "url" | "call";
            displayText?: string;
            id?: string;
            url?: string;
            copyCode?: string;
            phoneNumber?: string;
        };
        /**
         * @description One card: its `body` (required, not empty), an optional `title`, `footer` and `imageUrl`
         *     (the image is downloaded and sent as the card's header), and 1 to 3 buttons.
         */
        CarouselCard: {
            title?: string;
            body: string;
            footer?: string;
            imageUrl?: string;
            buttons: components["schemas"]["CarouselButton"][];
        };
        /**
         * @description Body of sendCarousel: the message's `body` and 1 to 10 `cards`. One card without an image
         *     is sent as a plain native-flow message, more as a carousel. Unlike the other sends of 2.4.0,
         *     this schema still calls the group mention `everyOne` (and the service reads
         *     `mentionsEveryOne`, which the schema does not declare).
         *     (evolution-api@5624bdae:src/validate/message.schema.ts, carouselMessageSchema;
         *     evolution-api@5624bdae:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, carouselMessage)
         */
        SendCarouselRequest: {
            number: components["schemas"]["SendNumber"];
            body: string;
            cards: components["schemas"]["CarouselCard"][];
            delay?: components["schemas"]["SendOptionDelay"];
            quoted?: components["schemas"]["QuotedMessage"];
            everyOne?: components["schemas"]["SendOptionEveryOne"];
            mentioned?: components["schemas"]["SendOptionMentioned"];
        };
    };
    responses: {
        /**
         * @description The `apikey` header is missing or wrong. The interface document does not show this answer; the
         *     body is the one Evolution API 2.1.1 returns.
         */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UnauthorizedError"];
            };
        };
        /**
         * @description The request is malformed or fails validation (a required field or parameter is missing, or a
         *     value has the wrong type or format). The interface document does not show this answer; the
         *     envelope is the one Evolution API 2.1.1 returns.
         */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["BadRequestError"];
            };
        };
        /**
         * @description The instance named in the path does not exist. Evolution API 2.1.1 checks this before the
         *     `apikey` header, so an unknown instance is answered 404 even without a key.
         */
        InstanceNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotFoundError"];
            };
        };
        /**
         * @description The gateway could not serve a valid request; most often the instance's WhatsApp account is not
         *     connected ("Connection Closed"). The interface document does not show this answer; the envelope
         *     and the message are Evolution API 2.1.1's.
         */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ServerError"];
            };
        };
        /**
         * @description The receiver accepted the event. Any 2xx status does; the gateway ignores the body. Answer
         *     quickly and do the work afterwards: Evolution API 2.1.1 sets no time limit on a delivery, so a
         *     receiver that never answers holds the connection open.
         */
        WebhookAccepted: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description The receiver refused the event (any status other than 2xx, like a network error). Evolution API
         *     2.1.1 logs the failure and drops the event: it does not deliver it again.
         */
        WebhookRefused: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description The gateway is not activated: every business route answers this, whatever the key and
         *     before any other check (2.4.0).
         */
        LicenceRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["LicenceRequired"];
            };
        };
    };
    parameters: {
        /**
         * @description Name of the instance (the `instanceName` of the Instance resource).
         * @example my-instance
         */
        instance: string;
        /**
         * @description Phone number to be connected, with country code, digits only. When given, the gateway requests a
         *     pairing code for it. The interface document does not show the name of this parameter; `number`
         *     comes from the Evolution API 2.1.1 source.
         * @example 5511999999999
         */
        connectNumber: string;
        /**
         * @description Remote JID of the group. The interface document does not name this parameter; the name
         *     `groupJid` and the `<digits>@g.us` form come from the Evolution API 2.1.1 source.
         * @example 120363025246125486@g.us
         */
        groupJid: string;
        /**
         * @description Invite code of the group: the last segment of a `https://chat.whatsapp.com/<code>` link. The
         *     interface document does not show the parameters of this operation; the name `inviteCode` and the
         *     22-character format come from the Evolution API 2.1.1 source.
         * @example F1EX5QZxO181L3TMVP31gY
         */
        inviteCode: string;
        /**
         * @description Remote JID of the group. 2.1.1 appends `@g.us` when it is missing and checks no form on this
         *     route: a malformed one fails only when the account looks the group up. (2.1.1 also takes it
         *     from the body's `groupJid`, which wins over the query.)
         *     (evolution-api@4ca141b4:src/api/abstract/abstract.router.ts, groupValidate)
         * @example 120363025246125486@g.us
         */
        groupJidUnchecked: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceInformation"];
                };
            };
        };
    };
    sendList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendListRequest"];
            };
        };
        responses: {
            /** @description The message was accepted for sending. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentListMessage"];
                };
            };
            /**
             * @description On the default WHATSAPP-BAILEYS channel every valid list is refused; a body that fails
             *     validation gets the usual 400.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    sendLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendLocationRequest"];
            };
        };
        responses: {
            /** @description The message was accepted for sending. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentLocationMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    sendSticker: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendStickerRequest"];
                "multipart/form-data": components["schemas"]["SendStickerUpload"];
            };
        };
        responses: {
            /** @description The message was accepted for sending. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentStickerMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    sendContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendContactRequest"];
            };
        };
        responses: {
            /** @description The message was accepted for sending. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentContactMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    markMessageAsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadMessagesRequest"];
            };
        };
        responses: {
            /** @description The messages were marked as read. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadMessagesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    getBase64FromMediaMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaMessageRequest"];
            };
        };
        responses: {
            /** @description The media as base64. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaBase64"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    updateProfilePicture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfilePictureRequest"];
            };
        };
        responses: {
            /** @description The profile picture was updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /**
             * @description The picture is missing, invalid or cannot be downloaded, or the account is not connected:
             *     every failure is `["Error updating profile picture", <error>]`.
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    updatePrivacySettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacySettingsRequest"];
            };
        };
        responses: {
            /** @description The privacy settings were updated. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettingsUpdateResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    fetchPrivacySettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The privacy settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    findChats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FindChatsQuery"];
            };
        };
        responses: {
            /** @description The chats that have a stored message, newest first (an empty list when none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatSummary"][];
                };
            };
            /** @description The filter fails validation, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /**
             * @description With a `where.remoteJid` that is not a string (nor an array): the service calls `includes`
             *     on it, and the TypeError of the compiled code is the message.
             *     (evolution-api@4ca141b4:src/api/services/channel.service.ts, fetchChats)
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    setPresence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PresenceRequest"];
            };
        };
        responses: {
            /** @description The presence was set. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PresenceResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    connectInstance: {
        parameters: {
            query?: {
                /**
                 * @description Phone number to be connected, with country code, digits only. When given, the gateway requests a
                 *     pairing code for it. The interface document does not show the name of this parameter; `number`
                 *     comes from the Evolution API 2.1.1 source.
                 * @example 5511999999999
                 */
                number?: components["parameters"]["connectNumber"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pairing result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    connectionState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instance and its state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstanceStateResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    logoutInstance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instance was logged out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    restartInstance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result of connect, or the swallowed error when the instance was closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectAnswer"];
                };
            };
            /** @description The request's body is not JSON (refused before the route). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    updateParticipant: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. 2.1.1 appends `@g.us` when it is missing and checks no form on this
                 *     route: a malformed one fails only when the account looks the group up. (2.1.1 also takes it
                 *     from the body's `groupJid`, which wins over the query.)
                 *     (evolution-api@4ca141b4:src/api/abstract/abstract.router.ts, groupValidate)
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJidUnchecked"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateParticipantRequest"];
            };
        };
        responses: {
            /** @description The members were updated; each entry says how it went. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateParticipantResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    updateGroupDescription: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. 2.1.1 appends `@g.us` when it is missing and checks no form on this
                 *     route: a malformed one fails only when the account looks the group up. (2.1.1 also takes it
                 *     from the body's `groupJid`, which wins over the query.)
                 *     (evolution-api@4ca141b4:src/api/abstract/abstract.router.ts, groupValidate)
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJidUnchecked"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupDescriptionRequest"];
            };
        };
        responses: {
            /** @description The description was updated. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    updateGroupSubject: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. 2.1.1 appends `@g.us` when it is missing and checks no form on this
                 *     route: a malformed one fails only when the account looks the group up. (2.1.1 also takes it
                 *     from the body's `groupJid`, which wins over the query.)
                 *     (evolution-api@4ca141b4:src/api/abstract/abstract.router.ts, groupValidate)
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJidUnchecked"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupSubjectRequest"];
            };
        };
        responses: {
            /** @description The subject was updated. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    fetchGroupParticipants: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. The interface document does not name this parameter; the name
                 *     `groupJid` and the `<digits>@g.us` form come from the Evolution API 2.1.1 source.
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJid"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members of the group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupParticipants"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    findGroupInfoByInviteCode: {
        parameters: {
            query: {
                /**
                 * @description Invite code of the group: the last segment of a `https://chat.whatsapp.com/<code>` link. The
                 *     interface document does not show the parameters of this operation; the name `inviteCode` and the
                 *     22-character format come from the Evolution API 2.1.1 source.
                 * @example F1EX5QZxO181L3TMVP31gY
                 */
                inviteCode: components["parameters"]["inviteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupInviteInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    findWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookConfig"] | null;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    archiveChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArchiveChatRequest"];
            };
        };
        responses: {
            /** @description The chat was archived (or unarchived). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchiveChatResult"];
                };
            };
            /** @description The body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description Archiving failed; `response.message` holds `archived false` and why. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatModifyError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    deleteMessageForEveryone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteMessageRequest"];
            };
        };
        responses: {
            /** @description The message was revoked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibraryMessage"];
                };
            };
            /** @description The body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description Revoking failed, or the account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    findContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FindContactsQuery"];
            };
        };
        responses: {
            /** @description The stored contacts (an empty list when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"][];
                };
            };
            /** @description The filter fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /**
             * @description With a `where.remoteJid` that is not a string (nor an array): the service calls `includes`
             *     on it, and the TypeError of the compiled code is the message.
             *     (evolution-api@4ca141b4:src/api/services/channel.service.ts, fetchContacts)
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    findMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FindMessagesQuery"];
            };
        };
        responses: {
            /** @description One page of stored messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagePage"];
                };
            };
            /** @description The filter fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /**
             * @description With an `offset` that is not a whole number (a string included: 2.1.1 checks neither field and hands them to the database, which refuses it): the database error as text.
             *     (evolution-api@4ca141b4:src/api/services/channel.service.ts)
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    findStatusMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FindStatusMessageQuery"];
            };
        };
        responses: {
            /** @description The stored status updates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageStatusUpdate"][];
                };
            };
            /** @description The filter fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /**
             * @description Without a whole `offset` and `page` (2.1.1 checks neither, sets no default and hands them to the database, which refuses them): the database error as text.
             *     (evolution-api@4ca141b4:src/api/services/channel.service.ts)
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    markChatUnread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkChatUnreadRequest"];
            };
        };
        responses: {
            /** @description The chat was marked unread. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkChatUnreadResult"];
                };
            };
            /** @description The body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description Marking failed; `response.message` holds `markedChatUnread false` and why. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatModifyError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    sendPresence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendPresenceRequest"];
            };
        };
        responses: {
            /** @description The presence was shown, for `delay` milliseconds. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PresenceResult"];
                };
            };
            /** @description The body fails validation, or showing the presence failed (the account included). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    updateBlockStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlockStatusRequest"];
            };
        };
        responses: {
            /** @description The number was blocked or unblocked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockStatusResult"];
                };
            };
            /** @description The body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description Blocking failed, the number is not on WhatsApp, or the account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    updateMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMessageRequest"];
            };
        };
        responses: {
            /** @description The edit was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibraryMessage"];
                };
            };
            /** @description The body fails validation, the message is not stored or not editable, or editing failed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description No `number` in the body. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    whatsappNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WhatsAppNumbersRequest"];
            };
        };
        responses: {
            /** @description One entry per number (broadcast lists first, then groups, then users). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhatsAppNumber"][];
                };
            };
            /** @description The body is invalid, or the lookup failed (the error object as it serialises; `{}` for most). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 400;
                        error: string;
                        message: unknown[];
                    } | components["schemas"]["BadRequestError"] | Record<string, never> | {
                        data?: null;
                        /** @constant */
                        isBoom: true;
                        isServer?: boolean;
                        output: {
                            statusCode: number;
                            payload: {
                                statusCode?: number;
                                error?: string;
                                message?: string;
                            };
                            headers?: Record<string, never>;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    acceptInviteCode: {
        parameters: {
            query: {
                /**
                 * @description Invite code of the group: the last segment of a `https://chat.whatsapp.com/<code>` link. The
                 *     interface document does not show the parameters of this operation; the name `inviteCode` and the
                 *     22-character format come from the Evolution API 2.1.1 source.
                 * @example F1EX5QZxO181L3TMVP31gY
                 */
                inviteCode: components["parameters"]["inviteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account joined the group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        accepted: true;
                        /** @example 120363025246125486@g.us */
                        groupJid: string;
                    };
                };
            };
            /** @description No inviteCode, or one of the wrong form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The instance does not exist, or joining failed. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    createGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGroupRequest"];
            };
        };
        responses: {
            /** @description The group was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupInviteInfo"];
                };
            };
            /** @description The body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description Creating the group failed, or the account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    fetchAllGroups: {
        parameters: {
            query: {
                /**
                 * @description `true` to list each group's members. Required: without it 2.1.1 answers 400 "The
                 *     getParticipants needs to be informed in the query".
                 * @example false
                 */
                getParticipants: "true" | "false";
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups (an empty list when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupInfo"][];
                };
            };
            /** @description No getParticipants, or another value than true and false. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description The account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    fetchInviteCode: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. The interface document does not name this parameter; the name
                 *     `groupJid` and the `<digits>@g.us` form come from the Evolution API 2.1.1 source.
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJid"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invite code and link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InviteCode"];
                };
            };
            /** @description No groupJid, or one of the wrong form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The instance does not exist, or the code could not be read. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    findGroupInfos: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. The interface document does not name this parameter; the name
                 *     `groupJid` and the `<digits>@g.us` form come from the Evolution API 2.1.1 source.
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJid"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupInfo"];
                };
            };
            /** @description No groupJid, or one of the wrong form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The instance does not exist, or the group could not be read. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    leaveGroup: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. 2.1.1 appends `@g.us` when it is missing and checks no form on this
                 *     route: a malformed one fails only when the account looks the group up. (2.1.1 also takes it
                 *     from the body's `groupJid`, which wins over the query.)
                 *     (evolution-api@4ca141b4:src/api/abstract/abstract.router.ts, groupValidate)
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJidUnchecked"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account left the group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 120363025246125486@g.us */
                        groupJid: string;
                        /** @constant */
                        leave: true;
                    };
                };
            };
            /** @description No groupJid, or leaving failed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    revokeInviteCode: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. The interface document does not name this parameter; the name
                 *     `groupJid` and the `<digits>@g.us` form come from the Evolution API 2.1.1 source.
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJid"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The old code was revoked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        revoked: true;
                        /**
                         * @description The new code.
                         * @example Hq7RzM2kP0vN4xT8wY1bCd
                         */
                        inviteCode: string;
                    };
                };
            };
            /** @description No groupJid, or one of the wrong form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The instance does not exist, or revoking failed. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    sendGroupInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendGroupInviteRequest"];
            };
        };
        responses: {
            /** @description The invites were sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        send: true;
                        /**
                         * @description The group's invite link, `https://chat.whatsapp.com/<code>`.
                         * @example https://chat.whatsapp.com/F1EX5QZxO181L3TMVP31gY
                         */
                        inviteUrl: string;
                    };
                };
            };
            /** @description The body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The instance does not exist, or sending failed (no reason given). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    toggleEphemeral: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. 2.1.1 appends `@g.us` when it is missing and checks no form on this
                 *     route: a malformed one fails only when the account looks the group up. (2.1.1 also takes it
                 *     from the body's `groupJid`, which wins over the query.)
                 *     (evolution-api@4ca141b4:src/api/abstract/abstract.router.ts, groupValidate)
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJidUnchecked"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ToggleEphemeralRequest"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description No groupJid, the body fails validation, or changing failed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    updateGroupPicture: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. 2.1.1 appends `@g.us` when it is missing and checks no form on this
                 *     route: a malformed one fails only when the account looks the group up. (2.1.1 also takes it
                 *     from the body's `groupJid`, which wins over the query.)
                 *     (evolution-api@4ca141b4:src/api/abstract/abstract.router.ts, groupValidate)
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJidUnchecked"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupPictureRequest"];
            };
        };
        responses: {
            /** @description The picture was set. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description No groupJid, or the body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description Setting the picture failed, or the account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    updateGroupSetting: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. 2.1.1 appends `@g.us` when it is missing and checks no form on this
                 *     route: a malformed one fails only when the account looks the group up. (2.1.1 also takes it
                 *     from the body's `groupJid`, which wins over the query.)
                 *     (evolution-api@4ca141b4:src/api/abstract/abstract.router.ts, groupValidate)
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJidUnchecked"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupSettingRequest"];
            };
        };
        responses: {
            /** @description The setting was changed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updateSetting?: unknown;
                    };
                };
            };
            /** @description No groupJid, the body fails validation, or changing failed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    createInstance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInstanceRequest"];
            };
        };
        responses: {
            /** @description The instance was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedInstance"];
                };
            };
            /** @description No or an unknown integration, an invalid body, an invalid proxy, or no instance name. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description The name is in use (checked before the API key), or the body has no `instanceName` and
             *     some instance exists (the unnamed lookup finds every instance).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The name is not a string (the name lookup fails). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    deleteInstance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instance is being deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutResult"];
                };
            };
            /** @description The request's body is not JSON (refused before the route). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    fetchInstances: {
        parameters: {
            query?: {
                /**
                 * @description Only this instance (global key only).
                 * @example my-instance
                 */
                instanceName?: string;
                /**
                 * @description Only the instance with this id (global key only).
                 * @example 2b7e1c5d-8f3a-4d6e-9b0c-1a2f3e4d5c6b
                 */
                instanceId?: string;
                /**
                 * @description Only the instance with this number (global key only).
                 * @example 5511999999999
                 */
                number?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instances (an empty list when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstanceRecord"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The instance named in `instanceName` (or found by `instanceId`, `number`) is not loaded. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    findLabels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The labels (an empty list when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Label"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    handleLabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HandleLabelRequest"];
            };
        };
        responses: {
            /** @description The label was added or removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HandleLabelResult"];
                };
            };
            /** @description The body fails validation, or the change failed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The instance does not exist, or the number is not on WhatsApp. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    sendButtons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendButtonsRequest"];
            };
        };
        responses: {
            /** @description The buttons were sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentMessage"];
                };
            };
            /** @description Every valid request on the Baileys channel; or a body that fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description The account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    sendMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendMediaRequest"];
                "multipart/form-data": components["schemas"]["SendMediaUpload"];
            };
        };
        responses: {
            /** @description The media was sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentMediaMessage"];
                };
            };
            /** @description The body is invalid, the media is neither a URL nor base64, or the number is not on WhatsApp. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description The media could not be prepared or uploaded, or the account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    sendPoll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendPollRequest"];
            };
        };
        responses: {
            /** @description The poll was sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentPollMessage"];
                };
            };
            /** @description The body is invalid, the number is not on WhatsApp, or sending failed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description The account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    sendReaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendReactionRequest"];
            };
        };
        responses: {
            /** @description The reaction was sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentReactionMessage"];
                };
            };
            /** @description The body is invalid, the reaction is not an emoji, the chat is not on WhatsApp, or sending failed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description The account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    sendStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendStatusRequest"];
                "multipart/form-data": components["schemas"]["SendStatusUpload"];
            };
        };
        responses: {
            /** @description The status was posted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentStatusMessage"];
                };
            };
            /** @description The body is invalid or incomplete for its type, or posting failed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description The account is not connected, or an audio could not be converted. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    sendTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendTemplateRequest"];
            };
        };
        responses: {
            /** @description Never answered on the Baileys channel; on the WHATSAPP-BUSINESS channel, a send record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentMessage"];
                };
            };
            /** @description The body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description Every valid request on the Baileys channel. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    sendText: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendTextRequest"];
            };
        };
        responses: {
            /** @description The message was sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentTextMessage"];
                };
            };
            /** @description The body is invalid, the text is blank, the number is not on WhatsApp, or sending failed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description The account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    sendWhatsAppAudio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendAudioRequest"];
                "multipart/form-data": components["schemas"]["SendAudioUpload"];
            };
        };
        responses: {
            /** @description The voice note was sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentAudioMessage"];
                };
            };
            /** @description The body is invalid, the audio is neither a URL nor base64, the number is not on WhatsApp, or sending failed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description The audio could not be converted, or the account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    fetchBusinessProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NumberRequest"];
            };
        };
        responses: {
            /** @description The business profile, or isBusiness false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfile"];
                };
            };
            /** @description The body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description The lookup failed, or the account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    fetchProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FetchProfileRequest"];
            };
        };
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description The number is not on WhatsApp, or the body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description The account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    fetchProfilePictureUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NumberRequest"];
            };
        };
        responses: {
            /** @description The picture's URL, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilePictureUrl"];
                };
            };
            /** @description The body fails validation (a number that is not a string). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description No `number` in the body. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    removeProfilePicture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture was removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The request's body is not JSON (refused before the route). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description Removing failed, or the account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    updateProfileName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ProfileNameRequest"];
            };
        };
        responses: {
            /** @description The name was set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description Setting the name failed, or the account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    updateProfileStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ProfileStatusRequest"];
            };
        };
        responses: {
            /** @description The about text was set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description Setting the text failed, or the account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    findProxy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proxy, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredProxy"] | null;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    setProxy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetProxyRequest"];
            };
        };
        responses: {
            /** @description The proxy was accepted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProxyResult"];
                };
            };
            /** @description The proxy failed its test, or the body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    findSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstanceSettings"] | null;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    setSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetSettingsRequest"];
            };
        };
        responses: {
            /** @description The settings were stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsResult"];
                };
            };
            /** @description The body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    createTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTemplateRequest"];
            };
        };
        responses: {
            /** @description Meta accepted the template (WHATSAPP-BUSINESS instances only). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredTemplate"];
                };
            };
            /** @description Any failure, in Meta's error form (on a Baileys instance, the call to Meta fails). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaRouteError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    findTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Meta's templates (WHATSAPP-BUSINESS instances). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 1289547651234567 */
                        id?: string;
                        /** @example order_ready */
                        name?: string;
                        /** @example APPROVED */
                        status?: string;
                        /** @example UTILITY */
                        category?: string;
                        /** @example pt_BR */
                        language?: string;
                        components?: Record<string, never>[];
                    }[];
                };
            };
            /** @description Any failure, in Meta's error form (on a Baileys instance, the call to Meta fails). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaRouteError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    setWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetWebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook was stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookConfig"];
                };
            };
            /** @description The URL is not one, or the body fails validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    getCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessLookupRequest"];
            };
        };
        responses: {
            /** @description The catalog, or the failed-lookup answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessCatalog"];
                };
            };
            /** @description Any failure, in Meta's error form (validation errors and a connection that is not open included). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaRouteError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    getCollections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessLookupRequest"];
            };
        };
        responses: {
            /** @description The collections, or the failed-lookup answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessCatalog"];
                };
            };
            /** @description Any failure, in Meta's error form (validation errors and a connection that is not open included). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaRouteError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    offerCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferCallRequest"];
            };
        };
        responses: {
            /** @description The call as 2.3.7 would place it (it places none). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferedCall"];
                };
            };
            /** @description The body is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    findChatByRemoteJid: {
        parameters: {
            query: {
                /**
                 * @description The chat's JID.
                 * @example 5511999999999@s.whatsapp.net
                 */
                remoteJid: string;
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored chat, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredChat"] | null;
                };
            };
            /** @description No `remoteJid` (or an empty one). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryParameterMissing"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    sendPtv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendPtvRequest"];
                "multipart/form-data": components["schemas"]["SendPtvUpload"];
            };
        };
        responses: {
            /** @description The video note was sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentPtvMessage"];
                };
            };
            /** @description The body is invalid, or holds no video. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description The account is not connected (the upload failed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    deleteTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteTemplateRequest"];
            };
        };
        responses: {
            /** @description Meta's answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateChangeResult"];
                };
            };
            /** @description Any failure, in Meta's error form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaRouteError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    editTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditTemplateRequest"];
            };
        };
        responses: {
            /** @description Meta's answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateChangeResult"];
                };
            };
            /** @description Any failure, in Meta's error form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaRouteError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    findChannels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FindChannelsRequest"];
            };
        };
        responses: {
            /** @description A page of channels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    getPollVote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetPollVoteRequest"];
            };
        };
        responses: {
            /** @description The votes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PollVotes"];
                };
            };
            /** @description The body is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description The poll is not stored (or has no options or key). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    markMessageAsPlayed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkMessageAsPlayedRequest"];
            };
        };
        responses: {
            /** @description The receipts were sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayedMessagesResult"];
                };
            };
            /** @description The body is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description The account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
    updateMemberAddMode: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. 2.1.1 appends `@g.us` when it is missing and checks no form on this
                 *     route: a malformed one fails only when the account looks the group up. (2.1.1 also takes it
                 *     from the body's `groupJid`, which wins over the query.)
                 *     (evolution-api@4ca141b4:src/api/abstract/abstract.router.ts, groupValidate)
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJidUnchecked"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberAddModeRequest"];
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberAddModeResult"];
                };
            };
            /** @description No groupJid, the body fails validation, or changing failed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            503: components["responses"]["LicenceRequired"];
        };
    };
    activateLicence: {
        parameters: {
            query?: {
                /** @description The authorization code of the registration's callback. */
                code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Activated (or it already was). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenceRegistration"];
                };
            };
            /** @description No code, or a code the licensing server calls invalid or expired. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenceFailure"];
                };
            };
            /** @description The activation failed otherwise (the licensing server could not be reached). */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenceFailure"];
                };
            };
        };
    };
    getLicenceStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licence's state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenceStatus"];
                };
            };
        };
    };
    registerLicence: {
        parameters: {
            query?: {
                /** @description Where the licensing server sends the operator back after registering. */
                redirect_uri?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where to register, or already active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenceRegistration"];
                };
            };
            /** @description The licensing server could not be reached. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenceFailure"];
                };
            };
        };
    };
    sendCarousel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendCarouselRequest"];
            };
        };
        responses: {
            /** @description The carousel was sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentMessage"];
                };
            };
            /** @description The body is invalid (too few or too many cards or buttons, a PIX button). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            /** @description The account is not connected. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            503: components["responses"]["LicenceRequired"];
        };
    };
}
