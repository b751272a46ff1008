import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocalHTTPServer
import OpenAIStreamingAPI
import RouteGenRuntime
import Testing

/// OpenAI's chat completions and responses through the client generated from OpenAI's own document
/// (Tests/Fixtures/streaming/openai-streaming.json), against a local server that replays answers
/// written by hand in OpenAI's documented stream format.
@Suite struct OpenAIStreamingTests {
    /// A chat completion streamed as OpenAI streams it: a role delta, content deltas, a finish
    /// reason, a usage chunk, then `data: [DONE]`.
    static let chatStream = [
        #"data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1764150000,"model":"gpt-4o-mini","#
            + #""system_fingerprint":"fp_1","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}"#
            + "\n\n",
        #"data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1764150000,"model":"gpt-4o-mini","#
            + #""system_fingerprint":"fp_1","choices":[{"index":0,"delta":{"content":"Hello"},"logprobs":null,"finish_reason":null}]}"#
            + "\n\n",
        #"data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1764150000,"model":"gpt-4o-mini","#
            + #""system_fingerprint":"fp_1","choices":[{"index":0,"delta":{"content":", world"},"logprobs":null,"finish_reason":null}]}"#
            + "\n\n",
        #"data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1764150000,"model":"gpt-4o-mini","#
            + #""system_fingerprint":"fp_1","choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"stop"}]}"#
            + "\n\n",
        #"data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1764150000,"model":"gpt-4o-mini","#
            + #""system_fingerprint":"fp_1","choices":[],"usage":{"prompt_tokens":9,"completion_tokens":3,"total_tokens":12}}"#
            + "\n\n",
        "data: [DONE]\n\n",
    ]

    private var request: CreateChatCompletionRequest {
        CreateChatCompletionRequest(
            messages: [.chatCompletionRequestUserMessage(ChatCompletionRequestUserMessage(content: .string("Say hello"), role: .user))],
            model: .string("gpt-4o-mini"))
    }

    @Test func aChatCompletionStreamsThroughTheGeneratedClient() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("POST", "/chat/completions", replies: [.stream(Self.chatStream, interval: .milliseconds(5))])
            let client = APIClient(baseURL: server.baseURL)
            var text = ""
            var finish: [String] = []
            var usage: CompletionUsage?
            for try await chunk in try await client.chat.createChatCompletionStream(body: request) {
                for choice in chunk.choices {
                    text += choice.delta.content ?? ""
                    if let reason = choice.finishReason { finish.append(reason.rawValue) }
                }
                usage = chunk.usage ?? usage
            }
            #expect(text == "Hello, world")
            #expect(finish == ["stop"])
            #expect(usage?.totalTokens == 12)
            let sent = try #require(await server.requests().first)
            #expect(sent.header("Accept") == "text/event-stream")
            let body = try #require(try JSONSerialization.jsonObject(with: sent.body) as? [String: Any])
            #expect(body["stream"] as? Bool == true)
            #expect(body["model"] as? String == "gpt-4o-mini")
        }
    }

    @Test func thePlainCallStillReadsOneJSONAnswer() async throws {
        try await LocalHTTPServer.run { server async throws in
            let completion = #"{"id":"chatcmpl-2","object":"chat.completion","created":1764150000,"model":"gpt-4o-mini","#
                + #""choices":[{"index":0,"message":{"role":"assistant","content":"Hi","refusal":null,"annotations":[]},"#
                + #""logprobs":null,"finish_reason":"stop"}]}"#
            await server.on("POST", "/chat/completions", replies: [.json(completion)])
            let answer = try await APIClient(baseURL: server.baseURL).chat.createChatCompletion(body: request)
            #expect(answer.choices.first?.message.content == "Hi")
            let sent = try #require(await server.requests().first)
            #expect(sent.header("Accept") == "application/json")
            #expect(sent.bodyText?.contains("\"stream\"") == false)
        }
    }

    @Test func aRateLimitIsTheDocumentedErrorBeforeAnyChunk() async throws {
        try await LocalHTTPServer.run { server async throws in
            let problem = #"{"error":{"message":"Rate limit reached for gpt-4o-mini","type":"requests","param":null,"code":"rate_limit_exceeded"}}"#
            await server.on("POST", "/chat/completions", replies: [.json(problem, status: 429)])
            do {
                _ = try await APIClient(baseURL: server.baseURL).chat.createChatCompletionStream(body: request)
                Issue.record("a 429 must throw")
            } catch let error as APIError {
                #expect(error.statusCode == 429)
                #expect(error.decodeBody(as: ErrorResponse.self)?.error.code == "rate_limit_exceeded")
                #expect(error.errorResponse?.error.code == "rate_limit_exceeded")   // documented, so typed
            }
        }
    }

    @Test func aResponseStreamsItsEventsWithTheirTypes() async throws {
        try await LocalHTTPServer.run { server async throws in
            func delta(_ text: String, _ number: Int) -> String {
                "event: response.output_text.delta\n"
                    + #"data: {"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"#
                    + #""delta":"\#(text)","sequence_number":\#(number),"logprobs":[]}"# + "\n\n"
            }
            await server.on("POST", "/responses", replies: [.stream([delta("Hel", 1), delta("lo", 2)])])
            let stream = try await APIClient(baseURL: server.baseURL).responses.createResponseStream(
                body: CreateResponse(model: .modelIdsShared(.string("gpt-4o-mini")), input: .string("Say hello")))
            var text = ""
            var types: [String] = []
            for try await (event, item) in stream.events {
                types.append(event.type)
                if case .responseTextDeltaEvent(let delta) = item { text += delta.delta }
            }
            #expect(text == "Hello")
            #expect(types == ["response.output_text.delta", "response.output_text.delta"])
        }
    }

    /// OpenAI's input and output messages share the discriminator value `"type": "message"`; the
    /// output's `"role": "assistant"` tells them apart, so each decodes as its own variant.
    @Test func variantsSharingADiscriminatorValueAreToldApartByTheirOtherFixedKeys() throws {
        let output = #"{"type":"message","id":"msg_1","role":"assistant","status":"completed","content":[]}"#
        let input = #"{"type":"message","role":"user","content":[]}"#
        guard case .outputMessage(let message) = try JSONDecoder().decode(Item.self, from: Data(output.utf8)) else {
            Issue.record("an assistant's message must decode as the output message")
            return
        }
        #expect(message.id == "msg_1")
        guard case .inputMessage = try JSONDecoder().decode(Item.self, from: Data(input.utf8)) else {
            Issue.record("a user's message must decode as the input message")
            return
        }
    }
}
